// SPDX-License-Identifier: GPL-3.0-or-later
#include "phrasepanel.h"

#include "itemmodels/filtercontroller.h"
#include "itemmodels/phraselistmodel.h"
#include "phrases/phrasefinder.h"
#include "search/phrasequery.h"
#include "searchbar.h"

#include <QKeyEvent>
#include <QLabel>
#include <QListView>
#include <QVBoxLayout>

PhrasePanel::PhrasePanel(const FilterController *filter, SearchBar *search, QWidget *parent)
    : QWidget(parent)
    , m_filter(filter)
    , m_search(search)
    , m_finder(new PhraseFinder(this))
    , m_model(new PhraseListModel(this))
    , m_title(new QLabel(tr("Phrases")))
    , m_none(new QLabel)
    , m_view(new QListView)
{
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_none->setObjectName(QStringLiteral("phraseNone"));
    m_none->setWordWrap(true);
    m_none->setForegroundRole(QPalette::PlaceholderText);
    m_none->hide();
    m_view->setObjectName(QStringLiteral("phraseList"));
    m_view->setModel(m_model);
    m_view->setUniformItemSizes(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAccessibleName(tr("Phrases"));
    m_view->installEventFilter(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_none);
    layout->addWidget(m_view, 1);

    connect(m_view, &QListView::clicked, this, &PhrasePanel::activate);
    connect(m_filter, &FilterController::resultChanged, this,
        [this] { m_finder->setResult(m_filter->collection(), m_filter->result()); });
    connect(m_filter, &FilterController::queryApplied, this,
        [this] { m_model->setQueryText(m_filter->queryText()); });
    connect(m_finder, &PhraseFinder::phrasesFound, m_model, &PhraseListModel::setPhrases);
    connect(m_finder, &PhraseFinder::phrasesFound, this, &PhrasePanel::showWhetherAnyStandsOut);
    connect(m_model, &QAbstractItemModel::modelReset, this, &PhrasePanel::showCount);
    showCount();
}

bool PhrasePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
            activate(m_view->currentIndex());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void PhrasePanel::activate(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    m_search->setText(
        PhraseQuery::toggled(m_search->text(), index.data(PhraseListModel::PhraseRole).toString()));
}

void PhrasePanel::showCount()
{
    m_title->setText(
        m_model->rowCount() > 0 ? tr("Phrases (%n)", nullptr, m_model->rowCount()) : tr("Phrases"));
}

void PhrasePanel::showWhetherAnyStandsOut(const DistinctivePhrases::Result &phrases)
{
    // Papers but no phrase: a small list or result whose papers share no phrase more often
    // than chance would have them (DistinctivePhrases). No papers: nothing was looked at.
    const bool none = phrases.phrases.isEmpty() && phrases.papers > 0;
    if (none) {
        m_none->setText(tr("No phrase stands out in these %n paper(s): too few of them share one.",
            nullptr, int(phrases.papers)));
    }
    m_none->setVisible(none);
}
