// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QTableView;

/// The widths of the paper list's columns. The title stretches over what the others leave;
/// the tags and topics keep the widths the user drags them to, but give way in a narrow
/// pane so the title always keeps most of it. Nothing needs a horizontal scroll bar.
class ListColumnLayout final : public QObject
{
    Q_OBJECT
public:
    /// Share of the pane the title keeps at least, in fifths.
    static constexpr int titleFifths = 3;

    explicit ListColumnLayout(QTableView *view);

    /// Sets the columns' resize modes and, the first time or after a header state saved with
    /// the last column stretching, their widths. Runs again after a saved state is restored,
    /// since a restored state brings back the modes it was saved with.
    void apply();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void sectionResized(int column, int oldSize, int newSize);
    /// Gives the tags and topics their preferred widths, or less in proportion when the
    /// title would keep less than its share of the pane.
    void fit();

    QTableView *m_view;
    int m_preferredTags = 0;
    int m_preferredTopics = 0;
    bool m_fitting = false;
};
