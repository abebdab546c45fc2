// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/paper.h"
#include "collection/paperid.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <utility>

/// Everything the detail pane shows of one paper, as one value: the paper, its abstract as
/// shown, its topics by name, where the query matches, and the user's marks on it. Built by
/// PaperDetailsBuilder from the collection and the library state, so that the pane knows no
/// model and the rule of what it shows is testable without a window.
struct PaperDetails
{
    using Ranges = QList<std::pair<qsizetype, qsizetype>>;

    /// The user's marks on the paper: they change without the paper changing, so they can be
    /// built and shown on their own (PaperDetailsBuilder::marks()).
    struct Marks
    {
        QStringList tags; ///< in the user's order (the order keys 1-9 use)
        bool read = false;
        bool starred = false;
        QString note;
    };

    Paper paper; ///< with its abstract filled in: what Copy abstract copies
    /// The abstract as shown: LaTeX as Unicode for a list that keeps its LaTeX
    /// (LoadedCollection::shownAbstract()), as DisplayText::paragraph() shows it.
    QString shownAbstract;
    /// The title as shown: LaTeX as Unicode (LoadedCollection::shownTitle()), on one line.
    QString shownTitle;
    QStringList topicNames; ///< best first
    Ranges abstractHighlights; ///< (start, length) in shownAbstract
    Ranges titleHighlights; ///< (start, length) in shownTitle
    Marks marks;
};
