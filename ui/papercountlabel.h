// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

/// The count at the right of the status bar: "19 of 19 papers", and "3 selected · 19 of 19
/// papers" while more than one paper is selected. Told the numbers, it counts nothing itself.
class PaperCountLabel final : public QLabel
{
    Q_OBJECT
public:
    explicit PaperCountLabel(QWidget *parent = nullptr);

public Q_SLOTS:
    void setResult(qsizetype shown, qsizetype total);
    void setSelectedCount(qsizetype selected);

private:
    void updateText();

    qsizetype m_shown = 0;
    qsizetype m_total = 0;
    qsizetype m_selected = 0;
};
