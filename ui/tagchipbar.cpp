// SPDX-License-Identifier: GPL-3.0-or-later
#include "tagchipbar.h"

#include "flowlayout.h"
#include "text/displaytext.h"

#include <QCompleter>
#include <QLineEdit>
#include <QStringListModel>
#include <QTimer>
#include <QToolButton>

TagChipBar::TagChipBar(QWidget *parent)
    : QWidget(parent)
    , m_flow(new FlowLayout(this))
    , m_add(new QLineEdit(this))
    , m_names(new QStringListModel(this))
    , m_completer(new QCompleter(m_names, this))
{
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains);
    m_add->setCompleter(m_completer);
    m_add->setPlaceholderText(tr("Add tag…"));
    m_add->setAccessibleName(tr("Add a tag to this paper"));
    m_add->setToolTip(tr("Type a tag and press Enter; existing tags are offered as you type"));
    m_add->setFixedWidth(m_add->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 16);
    // Enter adds what the box holds: the typed text, or the completion Down highlighted.
    connect(m_add, &QLineEdit::returnPressed, this, &TagChipBar::submit);
    m_flow->addWidget(m_add);
}

void TagChipBar::submit()
{
    const QString tag = m_add->text().trimmed();
    if (tag.isEmpty())
        return;
    m_add->clear();
    // The completer, which saw the same Enter, writes its completion into the box after
    // this: the box is cleared again once it has.
    QTimer::singleShot(0, m_add, &QLineEdit::clear);
    Q_EMIT addRequested(tag);
}

void TagChipBar::setTags(const QStringList &tags)
{
    if (tags == m_tags && m_chips.size() == tags.size())
        return;
    m_tags = tags;
    for (QToolButton *chip : std::as_const(m_chips)) {
        m_flow->removeWidget(chip);
        chip->deleteLater();
    }
    m_chips.clear();
    m_flow->removeWidget(m_add);
    for (const QString &tag : tags) {
        auto *chip = new QToolButton(this);
        chip->setObjectName(QStringLiteral("tagChip"));
        const QString shown = DisplayText::line(tag);
        chip->setToolTip(tr("Remove the tag “%1” from this paper").arg(shown));
        chip->setAccessibleName(tr("Remove tag %1").arg(shown));
        chip->setAutoRaise(false);
        chip->setStyleSheet(QStringLiteral(
            "QToolButton#tagChip { border: 1px solid palette(mid); border-radius: 9px;"
            " padding: 1px 8px; background: palette(alternate-base); }"
            "QToolButton#tagChip:hover { border-color: palette(highlight); }"));
        connect(chip, &QToolButton::clicked, this, [this, tag] { Q_EMIT removeRequested(tag); });
        m_flow->addWidget(chip);
        m_chips.append(chip);
    }
    m_flow->addWidget(m_add);
    fitChipTexts();
    updateGeometry();
}

void TagChipBar::fitChipTexts()
{
    // A long tag ends in "…" on its chip (whole in the tooltip), within some 24 letters and
    // within the bar: a chip as wide as its tag would widen the pane and the window.
    for (qsizetype i = 0; i < m_chips.size(); ++i) {
        QToolButton *chip = m_chips.at(i);
        const QFontMetrics metrics = chip->fontMetrics();
        const int chrome = metrics.horizontalAdvance(QStringLiteral("  ×")) + 24; // padding, border
        const int longest = qMax(metrics.averageCharWidth() * 4,
            qMin(metrics.averageCharWidth() * 24, width() - chrome));
        chip->setText(metrics.elidedText(DisplayText::line(m_tags.at(i)), Qt::ElideRight, longest)
            + QStringLiteral("  ×"));
    }
}

void TagChipBar::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitChipTexts();
}

void TagChipBar::setCompletions(const QStringList &names)
{
    if (m_names->stringList() != names)
        m_names->setStringList(names);
}

QToolButton *TagChipBar::chip(const QString &tag) const
{
    const qsizetype index = m_tags.indexOf(tag);
    return index >= 0 && index < m_chips.size() ? m_chips.at(index) : nullptr;
}
