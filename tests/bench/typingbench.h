// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchstats.h"
#include "collection/loadedcollection.h"
#include "itemmodels/papersort.h"

#include <QList>
#include <QString>

/// The typing script of issue 3, keystroke by keystroke, on three systems in one process:
/// Paperdesk (FilterController over PaperFilterModel, TagModel, a PaperListView and the
/// TagSidebar, exactly as the window wires them), the stock Qt way (QSortFilterProxyModel,
/// case-insensitive fixed string on title + abstract, a QListView with uniform item sizes)
/// and a memmem() scan of the lower-cased text (no model, no view: the bandwidth floor).
///
/// A keystroke's time is the filter call plus QCoreApplication::processEvents() (twice), which
/// runs the view's delayed item layout and the paint of the visible rows, for both views
/// alike; the caller must set QT_QPA_UPDATE_IDLE_TIME=0 before creating the application so
/// that the paint is not deferred by the platform's 5 ms update timer.
namespace TypingBench {

struct Options
{
    int rounds = 7; ///< measured rounds, after one discarded warm-up round
    bool runProxy = true; ///< the stock Qt way (far too slow at 1,000,000 papers)
    int breakdownRounds = 0; ///< extra rounds timing Paperdesk's parts one by one; 0 = none
    /// The list's order while typing; the default ranks the result by relevance, as the
    /// window does.
    PaperSort sort;
    /// What is typed: the English script of issue 3, or the Chinese one of issue 12 (on a
    /// list where topics may be missing: its sidebar toggle is left out then).
    enum class Script
    {
        English,
        Chinese
    } script
        = Script::English;
};

/// One step of the script: the search box text after the keystroke.
struct Step
{
    QString text;
    bool toggle = false; ///< a sidebar click (Ctrl+click on a topic), not a typed key
    qsizetype paperdeskRows = -1;
    qsizetype proxyRows = -1;
    qsizetype memmemRows = -1;
    Samples paperdesk;
    Samples proxy; ///< empty when the proxy was not run, and for the sidebar toggle
    Samples memmem; ///< empty for the sidebar toggle
    // Medians of Paperdesk's parts (breakdown rounds only), in milliseconds.
    double parse = 0;
    double termStates = 0; ///< sidebar check states from the query text
    double evaluate = 0;
    double acceptRows = 0; ///< PaperFilterModel::setAcceptedRows (mapping and model reset)
    double recount = 0; ///< TagModel::setResult
    double view = 0; ///< processEvents: layout and paint of list and sidebar
};

struct Result
{
    bool ok = false;
    QString error;
    bool proxyRun = false;
    QString toggleTopic;
    // Measured keystrokes that changed the number of rows shown, and how many of them had
    // the list's viewport painted inside the measured time (proof the view's work counted).
    int paperdeskChanged = 0;
    int paperdeskChangedPainted = 0;
    int proxyChanged = 0;
    int proxyChangedPainted = 0;
    // Paints of the list's viewport after the measured time, before the next keystroke: work
    // the measurement missed. Expected 0.
    int paperdeskLeakedPaints = 0;
    int proxyLeakedPaints = 0;
    QList<Step> steps;
};

/// Runs the script on collection (fully loaded) with the given options.
Result run(const LoadedCollectionPtr &collection, const Options &options);

/// How a step reads in a table: the text in code quotes, "(clear)" or "toggle …".
QString label(const Step &step, const QString &toggleTopic);

} // namespace TypingBench
