// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "phrases/distinctivephrases.h"

#include <QWidget>

class FilterController;
class PhraseFinder;
class PhraseListModel;
class QLabel;
class QListView;
class QModelIndex;
class SearchBar;

/// The sidebar's Phrases section: the phrases most distinctive of the current result
/// (DistinctivePhrases), found off the GUI thread once the result settles. A click, Enter or
/// Space on a phrase adds `"phrase"` to the search box, or takes it out again when the
/// query holds it; the search box stays the one record of the filter.
class PhrasePanel final : public QWidget
{
    Q_OBJECT
public:
    PhrasePanel(const FilterController *filter, SearchBar *search, QWidget *parent = nullptr);

    QListView *view() const { return m_view; }
    PhraseFinder *finder() const { return m_finder; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void activate(const QModelIndex &index);
    void showCount();
    void showWhetherAnyStandsOut(const DistinctivePhrases::Result &phrases);

    const FilterController *m_filter;
    SearchBar *m_search;
    PhraseFinder *m_finder;
    PhraseListModel *m_model;
    QLabel *m_title;
    QLabel *m_none; ///< says why a list shows no phrase, rather than leave the section blank
    QListView *m_view;
};
