// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class ElidedLabel;
class QLabel;
class QLineEdit;
class QTimer;

/// The search box above the list, with a line under it that explains a query it could not
/// read. Emits the text as typed; Esc clears, Down and Enter hand focus to the results.
class SearchBar final : public QWidget
{
    Q_OBJECT
public:
    explicit SearchBar(QWidget *parent = nullptr);

    QString text() const;
    /// Replaces the text (the sidebar writes its selection here) and emits queryChanged.
    void setText(const QString &text);
    /// Shows why the text is not a valid query, or how a half-typed one is read (readAs, with
    /// what was assumed); with neither the line is hidden.
    void showReading(const QString &problem, qsizetype position, const QString &readAs,
        const QStringList &assumptions);
    /// The line under the box, for tests and accessibility.
    ElidedLabel *readingLabel() const { return m_reading; }
    QLineEdit *lineEdit() const { return m_edit; }

public Q_SLOTS:
    void focusSearch();

Q_SIGNALS:
    void queryChanged(const QString &text);
    /// The user wants to move from the box into the results (Down, Enter).
    void resultsRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QLineEdit *m_edit;
    ElidedLabel *m_reading;
};
