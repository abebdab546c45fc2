// SPDX-License-Identifier: GPL-3.0-or-later
#include "typingbench.h"

#include "baselinelistmodel.h"
#include "highlightdelegate.h"
#include "itemmodels/filtercontroller.h"
#include "itemmodels/paperfiltermodel.h"
#include "itemmodels/paperlistmodel.h"
#include "itemmodels/roworderer.h"
#include "itemmodels/tagmodel.h"
#include "memmemscan.h"
#include "paperlistview.h"
#include "search/queryparser.h"
#include "search/querytext.h"
#include "search/sidebarquery.h"
#include "tagsidebar.h"

#include <QCoreApplication>
#include <QEvent>
#include <QListView>
#include <QSortFilterProxyModel>
#include <QThread>

namespace TypingBench {

namespace {

/// Counts paint events of the widget it watches: proof that a measured keystroke included
/// the view's work and did not leave it for later.
class PaintCounter final : public QObject
{
public:
    using QObject::QObject;
    int paints = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
};

/// The view's work after a filter call, inside the measured time: the delayed item layout
/// (a zero timer) and, as main() sets QT_QPA_UPDATE_IDLE_TIME=0, the repaint it requests.
/// The update request is only due once the layout ran, and a scroll bar that appears or
/// disappears lays the viewport out and paints it once more: three passes caught all of it
/// in trials (the report's count of paints after the measured time checks every run).
void settle()
{
    // An idle pass costs microseconds; two spare passes keep a margin.
    for (int pass = 0; pass < 5; ++pass)
        QCoreApplication::processEvents();
}

/// The papers with their abstracts back in Paper::abstract, as the baselines read them (a
/// loaded collection keeps abstracts apart, see LoadedCollection::abstract()).
QList<Paper> papersWithAbstracts(const LoadedCollection &collection)
{
    QList<Paper> papers;
    papers.reserve(collection.size());
    for (qsizetype row = 0; row < collection.size(); ++row)
        papers.append(collection.paper(row));
    return papers;
}

/// Untimed, between keystrokes (a typist leaves ~100 ms): lets anything the measured part
/// left behind run now, so that it shows up as a leaked paint instead of in the next step.
void drain()
{
    for (int pass = 0; pass < 2; ++pass) {
        QThread::msleep(6);
        QCoreApplication::processEvents();
    }
}

/// Paperdesk as the window wires it (MainWindow: list model → filter model → list view with
/// the highlighting delegate, tag model → sidebar, FilterController in between; a parsed
/// query updates the delegate and repaints the list).
struct PaperdeskRig
{
    explicit PaperdeskRig(const LoadedCollectionPtr &collection, const PaperSort &sort)
    {
        controller.setSort(sort);
        orderer.setCollection(collection);
        orderer.setSort(sort);
        filterModel.setSourceModel(&listModel);
        listModel.setCollection(collection);
        controller.setCollection(collection);
        view.setModel(&filterModel);
        view.setItemDelegate(&highlighter);
        sidebar.setModel(&tagModel);
        QObject::connect(&controller, &FilterController::queryApplied, &view, [this] {
            highlighter.setQuery(controller.query());
            view.viewport()->update();
        });
        view.resize(900, 700);
        sidebar.resize(260, 700);
        view.show();
        sidebar.show();
        view.viewport()->installEventFilter(&paints);
        settle();
    }

    PaperListModel listModel;
    PaperFilterModel filterModel;
    TagModel tagModel;
    FilterController controller { &filterModel, &tagModel };
    RowOrderer orderer; ///< the controller's ordering, for the breakdown
    HighlightDelegate highlighter;
    PaperListView view;
    TagSidebar sidebar;
    PaintCounter paints;
};

struct ProxyRig
{
    explicit ProxyRig(const QList<Paper> &papers)
        : sourceModel(papers)
    {
        proxy.setSourceModel(&sourceModel);
        proxy.setFilterRole(BaselineListModel::TitleAbstractRole);
        proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
        view.setUniformItemSizes(true);
        view.setModel(&proxy);
        view.resize(900, 700);
        view.show();
        view.viewport()->installEventFilter(&paints);
        settle();
    }

    BaselineListModel sourceModel;
    QSortFilterProxyModel proxy;
    QListView view;
    PaintCounter paints;
};

QList<Step> script(Options::Script which)
{
    QList<Step> steps;
    QString text;
    const auto append = [&] {
        Step step;
        step.text = text;
        steps.append(step);
    };
    const auto type = [&](const QString &keys) {
        for (const QChar key : keys) {
            text += key;
            append();
        }
    };
    if (which == Options::Script::Chinese) {
        // A term from its start, a second word, then a pair from inside a word (散模 sits in
        // 扩散模型: only a bigram index finds it) and an exclusion.
        type(QStringLiteral("扩散模型"));
        type(QStringLiteral(" 图像生成"));
        text.clear();
        append();
        type(QStringLiteral("散模"));
        type(QStringLiteral(" -语言"));
        return steps;
    }
    type(QStringLiteral("diffusion"));
    type(QStringLiteral(" -model"));
    text.clear();
    append();
    type(QStringLiteral("\"language model\" OR transformer"));
    return steps;
}

/// The sidebar row with the most papers of the whole list: field and value as a click
/// on it would send them.
std::pair<QString, QString> largestTopic(const TagModel &model)
{
    std::pair<QString, QString> best;
    qsizetype bestCount = -1;
    const std::function<void(const QModelIndex &)> visit = [&](const QModelIndex &parent) {
        for (int row = 0; row < model.rowCount(parent); ++row) {
            const QModelIndex index = model.index(row, 0, parent);
            const auto kind = index.data(TagModel::KindRole).value<TagModel::Kind>();
            const qsizetype count = index.data(TagModel::CountRole).value<qsizetype>();
            if (kind == TagModel::Kind::Topic && count > bestCount) {
                bestCount = count;
                best = { index.data(TagModel::FieldRole).toString(),
                    index.data(TagModel::ValueRole).toString() };
            }
            visit(index);
        }
    };
    visit({});
    return best;
}

/// Paperdesk's parts timed one by one, in FilterController's order.
void breakdownStep(
    PaperdeskRig &rig, const LoadedCollection &collection, Step &step, QList<QList<double>> &parts)
{
    QElapsedTimer timer;
    timer.start();
    const QueryParseResult parsed = QueryParser::parse(step.text);
    parts[0].append(BenchStats::elapsedMs(timer));

    timer.restart();
    QHash<QString, QHash<QString, TermState>> states;
    for (const QString &field :
        { QStringLiteral("topic"), QStringLiteral("tag"), QStringLiteral("is") })
        states.insert(field, QueryText::fieldTerms(step.text, field));
    rig.tagModel.setTermStates(states);
    parts[1].append(BenchStats::elapsedMs(timer));

    timer.restart();
    const Bitset result = collection.index.evaluate(parsed.query, SearchContext());
    parts[2].append(BenchStats::elapsedMs(timer));

    timer.restart();
    rig.filterModel.setAcceptedRows(result, rig.orderer.order(parsed.query, result, {}));
    parts[3].append(BenchStats::elapsedMs(timer));

    timer.restart();
    rig.tagModel.setResult(result);
    parts[4].append(BenchStats::elapsedMs(timer));

    timer.restart();
    rig.highlighter.setQuery(parsed.query);
    rig.view.viewport()->update();
    settle();
    parts[5].append(BenchStats::elapsedMs(timer));
    drain();
}

} // namespace

QString label(const Step &step, const QString &toggleTopic)
{
    if (step.toggle)
        return QStringLiteral("toggle %1").arg(toggleTopic);
    if (step.text.isEmpty())
        return QStringLiteral("(clear)");
    return QLatin1Char('`') + step.text + QLatin1Char('`');
}

Result run(const LoadedCollectionPtr &collection, const Options &options)
{
    Result result;
    QList<Step> steps = script(options.script);

    PaperdeskRig paperdesk(collection, options.sort);
    const auto [field, value] = largestTopic(paperdesk.tagModel);
    if (!value.isEmpty()) {
        result.toggleTopic = QStringLiteral("%1:%2").arg(field, value);
        Step toggle;
        toggle.text
            = SidebarQuery::apply(steps.last().text, field, value, SidebarQuery::Action::Toggle);
        toggle.toggle = true;
        steps.append(toggle);
    } else if (options.script == Options::Script::English) {
        result.error = QStringLiteral("the sidebar has no topic rows to toggle");
        return result;
    }

    const QList<Paper> papers = papersWithAbstracts(*collection);
    std::unique_ptr<ProxyRig> proxy;
    if (options.runProxy)
        proxy = std::make_unique<ProxyRig>(papers);
    MemmemScan memmem(papers);
    result.proxyRun = bool(proxy);

    QElapsedTimer timer;
    const auto runPaperdesk = [&](bool keep) {
        paperdesk.controller.setQueryText(QString());
        settle();
        for (Step &step : steps) {
            const int rowsBefore = paperdesk.filterModel.rowCount();
            const int paintsBefore = paperdesk.paints.paints;
            timer.start();
            paperdesk.controller.setQueryText(step.text);
            settle();
            const double ms = BenchStats::elapsedMs(timer);
            step.paperdeskRows = paperdesk.filterModel.rowCount();
            const int paintsMeasured = paperdesk.paints.paints;
            drain();
            if (!keep)
                continue;
            step.paperdesk.add(ms);
            result.paperdeskLeakedPaints += paperdesk.paints.paints - paintsMeasured;
            if (step.paperdeskRows != rowsBefore) {
                ++result.paperdeskChanged;
                result.paperdeskChangedPainted += paintsMeasured > paintsBefore;
            }
        }
    };
    const auto runProxy = [&](bool keep) {
        proxy->proxy.setFilterFixedString(QString());
        settle();
        for (Step &step : steps) {
            if (step.toggle)
                continue; // the stock way has no sidebar
            const int rowsBefore = proxy->proxy.rowCount();
            const int paintsBefore = proxy->paints.paints;
            timer.start();
            proxy->proxy.setFilterFixedString(step.text);
            settle();
            const double ms = BenchStats::elapsedMs(timer);
            step.proxyRows = proxy->proxy.rowCount();
            const int paintsMeasured = proxy->paints.paints;
            drain();
            if (!keep)
                continue;
            step.proxy.add(ms);
            result.proxyLeakedPaints += proxy->paints.paints - paintsMeasured;
            if (step.proxyRows != rowsBefore) {
                ++result.proxyChanged;
                result.proxyChangedPainted += paintsMeasured > paintsBefore;
            }
        }
    };
    const auto runMemmem = [&](bool keep) {
        for (Step &step : steps) {
            if (step.toggle)
                continue;
            timer.start();
            step.memmemRows = memmem.scan(step.text);
            const double ms = BenchStats::elapsedMs(timer);
            if (keep)
                step.memmem.add(ms);
        }
    };

    for (int round = -1; round < options.rounds; ++round) {
        const bool keep = round >= 0;
        // Whole scripts alternate in order round by round, so each system keeps its own
        // caches warm within a script, as while a user types.
        if (round % 2 == 0) {
            runPaperdesk(keep);
            if (proxy)
                runProxy(keep);
            runMemmem(keep);
        } else {
            runMemmem(keep);
            if (proxy)
                runProxy(keep);
            runPaperdesk(keep);
        }
    }

    if (options.breakdownRounds > 0) {
        // Bypasses the controller on purpose, so this runs last; it never feeds the goals.
        QList<QList<QList<double>>> parts(steps.size(), QList<QList<double>>(6));
        for (int round = 0; round < options.breakdownRounds; ++round) {
            paperdesk.filterModel.setAcceptedRows(Bitset(collection->size(), true));
            settle();
            for (qsizetype i = 0; i < steps.size(); ++i)
                breakdownStep(paperdesk, *collection, steps[i], parts[i]);
        }
        for (qsizetype i = 0; i < steps.size(); ++i) {
            Step &step = steps[i];
            step.parse = BenchStats::median(parts[i][0]);
            step.termStates = BenchStats::median(parts[i][1]);
            step.evaluate = BenchStats::median(parts[i][2]);
            step.acceptRows = BenchStats::median(parts[i][3]);
            step.recount = BenchStats::median(parts[i][4]);
            step.view = BenchStats::median(parts[i][5]);
        }
    }
    result.steps = steps;
    result.ok = true;
    return result;
}

} // namespace TypingBench
