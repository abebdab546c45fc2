// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchreport.h"

#include "benchstats.h"
#include "typingsummary.h"

using BenchStats::formatBytes;
using BenchStats::formatMs;
using BenchStats::formatRatio;

void BenchReport::print(QTextStream &out, const QList<int> &sizes, int rounds) const
{
    QStringList sizeList;
    for (int size : sizes)
        sizeList << QString::number(size);
    out << "Sizes " << sizeList.join(QLatin1Char(',')) << "; " << rounds
        << " measured rounds after one discarded warm-up round; Qt " << qVersion() << ".\n\n";
    printTyping(out);
    if (!typing.isEmpty()) {
        for (int papers : typing.keys()) {
            if (papers >= 100000 || papers == typing.lastKey()) {
                printKeystrokes(out, typing.value(papers),
                    QStringLiteral("Keystroke by keystroke at %1 papers").arg(papers));
            }
        }
    }
    printOrderedTyping(out);
    printChineseTyping(out);
    printKeywordTyping(out);
    for (auto it = phrases.cbegin(); it != phrases.cend(); ++it)
        PhraseBench::print(out, it.key(), *it);
    printOpening(out);
    ExportBench::print(out, exporting);
    printMemory(out);
    printGoals(out);
}

void BenchReport::printTyping(QTextStream &out) const
{
    out << "## Typing: time per keystroke (filter + model update + view layout and paint)\n\n"
           "Each keystroke's time is its median over the rounds; *median* and *worst* are taken "
           "over the script's typed keystrokes (the sidebar toggle is its own column). "
           "*Slowest sample* is the single slowest measured keystroke of any round.\n\n"
           "| papers | Paperdesk median | Paperdesk worst | slowest sample | proxy median | "
           "proxy worst | memmem median | memmem worst | median vs proxy | worst vs proxy | "
           "max keystroke vs memmem | sidebar toggle (worst) |\n"
           "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (auto it = typing.cbegin(); it != typing.cend(); ++it) {
        const TypingSummary s = summarize(*it);
        const QString skipped = QStringLiteral("not run");
        out << "| " << it.key() << " | " << formatMs(s.paperdeskMedian) << " | "
            << formatMs(s.paperdeskWorst) << " | " << formatMs(s.paperdeskSlowestSample) << " | "
            << (it->proxyRun ? formatMs(s.proxyMedian) : skipped) << " | "
            << (it->proxyRun ? formatMs(s.proxyWorst) : skipped) << " | "
            << formatMs(s.memmemMedian) << " | " << formatMs(s.memmemWorst) << " | "
            << formatRatio(s.paperdeskMedian, s.proxyMedian) << " | "
            << formatRatio(s.paperdeskWorst, s.proxyWorst) << " | "
            << formatRatio(s.maxVsMemmem, 1.0) << " | " << formatMs(s.toggle) << " ("
            << formatMs(s.toggleWorst) << ") |\n";
    }
    out << '\n';
    for (auto it = typing.cbegin(); it != typing.cend(); ++it) {
        out << "- " << it.key() << " papers: sidebar toggle = Ctrl+click on the largest topic, "
            << it->toggleTopic << ". Keystrokes that changed the rows and had the list painted "
            << "inside the measured time: Paperdesk " << it->paperdeskChangedPainted << " of "
            << it->paperdeskChanged;
        if (it->proxyRun)
            out << ", proxy " << it->proxyChangedPainted << " of " << it->proxyChanged;
        out << "; paints after the measured time (work the measurement missed): Paperdesk "
            << it->paperdeskLeakedPaints;
        if (it->proxyRun)
            out << ", proxy " << it->proxyLeakedPaints;
        else
            out << ". The proxy was not run at this size (far too slow; the goal is against "
                   "memmem)";
        out << ".\n";
    }
    out << '\n';
}

void BenchReport::printOrderedTyping(QTextStream &out) const
{
    if (orderedTyping.isEmpty())
        return;
    out << "## Typing with the list ranked or sorted\n\n"
           "The same script and measure as above. *relevance* is the run above: the window's "
           "default ranks the result by BM25 on every keystroke. *title* shows the result sorted "
           "by the title column (the column's order is computed once; a keystroke takes the "
           "result's rows from it). *list* is the file's order, with neither.\n\n"
           "| papers | order | median | worst | slowest sample |\n|---:|---|---:|---:|---:|\n";
    for (auto it = orderedTyping.cbegin(); it != orderedTyping.cend(); ++it) {
        QList<std::pair<QString, TypingSummary>> rows;
        if (typing.contains(it.key()))
            rows.append({ QStringLiteral("relevance"), summarize(typing.value(it.key())) });
        for (auto order = it->cbegin(); order != it->cend(); ++order)
            rows.append({ order.key(), summarize(*order) });
        for (const auto &[name, s] : rows) {
            out << "| " << it.key() << " | " << name << " | " << formatMs(s.paperdeskMedian)
                << " | " << formatMs(s.paperdeskWorst) << " | "
                << formatMs(s.paperdeskSlowestSample) << " |\n";
        }
    }
    out << '\n';
}

void BenchReport::printChineseTyping(QTextStream &out) const
{
    if (chineseTyping.isEmpty())
        return;
    out << "## Typing Chinese\n\n"
           "The same measure on a generated list of Chinese abstracts (tests/bench/cjkcorpus.cpp), "
           "where every pair of characters in a run is a search term: `扩散模型`, a second word, "
           "then `散模`, a pair from inside a word that only the bigram index finds, and an "
           "exclusion. memmem looks for the literal text, so its rows differ once a query has "
           "two words.\n\n"
           "| papers | median | worst | slowest sample | proxy median | memmem median |\n"
           "|---:|---:|---:|---:|---:|---:|\n";
    for (auto it = chineseTyping.cbegin(); it != chineseTyping.cend(); ++it) {
        const TypingSummary s = summarize(*it);
        out << "| " << it.key() << " | " << formatMs(s.paperdeskMedian) << " | "
            << formatMs(s.paperdeskWorst) << " | " << formatMs(s.paperdeskSlowestSample) << " | "
            << (it->proxyRun ? formatMs(s.proxyMedian) : QStringLiteral("not run")) << " | "
            << formatMs(s.memmemMedian) << " |\n";
    }
    out << '\n';
    for (auto it = chineseTyping.cbegin(); it != chineseTyping.cend(); ++it)
        printKeystrokes(
            out, *it, QStringLiteral("Chinese, keystroke by keystroke at %1 papers").arg(it.key()));
}

void BenchReport::printKeywordTyping(QTextStream &out) const
{
    if (keywordTyping.isEmpty())
        return;
    out << "## Typing on a list with keywords\n\n"
           "The English script on the arXiv list of the same papers, whose categories fill the "
           "sidebar's Keywords section (issue 16): each keystroke also recounts its rows.\n\n"
           "| papers | median | worst | slowest sample | median on the plain list |\n"
           "|---:|---:|---:|---:|---:|\n";
    for (auto it = keywordTyping.cbegin(); it != keywordTyping.cend(); ++it) {
        const TypingSummary s = summarize(*it);
        out << "| " << it.key() << " | " << formatMs(s.paperdeskMedian) << " | "
            << formatMs(s.paperdeskWorst) << " | " << formatMs(s.paperdeskSlowestSample) << " | "
            << (typing.contains(it.key())
                       ? formatMs(summarize(typing.value(it.key())).paperdeskMedian)
                       : QStringLiteral("not run"))
            << " |\n";
    }
    out << '\n';
}

void BenchReport::printKeystrokes(
    QTextStream &out, const TypingBench::Result &result, const QString &heading) const
{
    out << "### " << heading
        << "\n\n"
           "Medians over the rounds. The parts (parse … view) come from separate rounds that "
           "call FilterController's steps one by one; they explain the total, they are not it.\n\n"
           "| keystroke | rows Paperdesk / proxy / memmem | Paperdesk | worst | proxy | memmem | "
           "vs proxy | vs memmem | parse | sidebar states | evaluate | setAcceptedRows | "
           "tag recount | view |\n"
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const TypingBench::Step &step : result.steps) {
        const auto rows = [](qsizetype count) {
            return count < 0 ? QStringLiteral("–") : QString::number(count);
        };
        const auto time = [](const Samples &samples) {
            return samples.isEmpty() ? QStringLiteral("–") : formatMs(samples.median());
        };
        out << "| " << TypingBench::label(step, result.toggleTopic) << " | "
            << rows(step.paperdeskRows) << " / " << rows(step.proxyRows) << " / "
            << rows(step.memmemRows) << " | " << time(step.paperdesk) << " | "
            << formatMs(step.paperdesk.worst()) << " | " << time(step.proxy) << " | "
            << time(step.memmem) << " | "
            << formatRatio(step.paperdesk.median(), step.proxy.median()) << " | "
            << formatRatio(step.paperdesk.median(), step.memmem.median()) << " | "
            << formatMs(step.parse) << " | " << formatMs(step.termStates) << " | "
            << formatMs(step.evaluate) << " | " << formatMs(step.acceptRows) << " | "
            << formatMs(step.recount) << " | " << formatMs(step.view) << " |\n";
    }
    out << '\n';
}

void BenchReport::printOpening(QTextStream &out) const
{
    if (opening.isEmpty())
        return;
    out << "## Opening a file (CollectionLoader::load, the window's worker-thread pipeline)\n\n"
           "*First rows*: the preview of the first 200 papers is ready. *Read + split*: "
           "the baseline reads the bytes and splits them on blank lines (newlines for jsonl and "
           "arxiv). "
           "*Indexed vs txt*: fully indexed against the plain list of the same papers. "
           "Reading and indexing are the parts of *fully indexed*; indexing includes deriving "
           "ids, titles, links and topics, done in the same pass.\n\n"
           "| papers | format | file | rounds | first rows | fully indexed (worst) | read + split "
           "| "
           "indexed vs read + split | indexed vs txt | reading | indexing |\n"
           "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (auto size = opening.cbegin(); size != opening.cend(); ++size) {
        const double plainIndexed = size->value(QStringLiteral("txt")).indexed.median();
        for (const QString &format : readerFormats()) {
            const auto it = size->constFind(format);
            if (it == size->cend())
                continue;
            const OpenBench::Result &r = *it;
            out << "| " << size.key() << " | " << it.key() << " | " << formatBytes(r.fileBytes)
                << " | " << r.indexed.size() << " | " << formatMs(r.firstRows.median()) << " | "
                << formatMs(r.indexed.median()) << " (" << formatMs(r.indexed.worst()) << ") | "
                << formatMs(r.readSplit.median()) << " | "
                << formatRatio(r.indexed.median(), r.readSplit.median()) << " | "
                << formatRatio(r.indexed.median(), plainIndexed) << " | "
                << formatMs(r.reading.median()) << " | " << formatMs(r.indexing.median()) << " |\n";
        }
    }
    out << '\n';
}

void BenchReport::printMemory(QTextStream &out) const
{
    if (memory.isEmpty())
        return;
    out << "## Resident memory after loading the txt list (child process, VmRSS)\n\n"
           "Growth of VmRSS over the child's start, after malloc_trim(0) so that both sides "
           "count live data rather than allocator slack; *before trim* and the *peak* while "
           "loading are Paperdesk's. Paperdesk keeps the loaded list with its index and the "
           "window's models; the baseline keeps a QStandardItemModel with a title item and an "
           "abstract item per paper.\n\n"
           "| papers | text size | Paperdesk | × text | before trim | peak while loading | "
           "QStandardItemModel | × text | Paperdesk vs QStandardItemModel |\n"
           "|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (auto it = memory.cbegin(); it != memory.cend(); ++it) {
        const MemoryProbe::Result &paperdesk = it->first;
        const MemoryProbe::Result &standard = it->second;
        const double text = double(opening.value(it.key()).value(QStringLiteral("txt")).fileBytes);
        out << "| " << it.key() << " | " << formatBytes(text) << " | "
            << formatBytes(paperdesk.trimmedBytes) << " | "
            << formatRatio(paperdesk.trimmedBytes, text) << " | " << formatBytes(paperdesk.rawBytes)
            << " | " << formatBytes(paperdesk.peakBytes) << " | "
            << formatBytes(standard.trimmedBytes) << " | "
            << formatRatio(standard.trimmedBytes, text) << " | "
            << formatRatio(paperdesk.trimmedBytes, standard.trimmedBytes) << " |\n";
    }
    out << '\n';
}

QStringList BenchReport::readerFormats()
{
    return { QStringLiteral("txt"), QStringLiteral("jsonl"), QStringLiteral("json"),
        QStringLiteral("bib"), QStringLiteral("csv"), QStringLiteral("ris"),
        QStringLiteral("arxiv") };
}

QStringList BenchReport::largeFormats()
{
    return { QStringLiteral("txt"), QStringLiteral("jsonl"), QStringLiteral("bib") };
}

void BenchReport::checkReaders(const Check &check) const
{
    const QMap<QString, OpenBench::Result> open100k = opening.value(100000);
    const OpenBench::Result plain = open100k.value(QStringLiteral("txt"));
    for (const QString &format : readerFormats()) {
        if (format == QLatin1String("txt"))
            continue;
        const OpenBench::Result r = open100k.value(format);
        check(r.ok, r.firstRows.median() <= 500.0,
            QStringLiteral("open 100k %1: first rows ≤ 0.5 s").arg(format),
            QStringLiteral("%1 (worst %2)")
                .arg(formatMs(r.firstRows.median()), formatMs(r.firstRows.worst())));
        check(r.ok && plain.ok, r.indexed.median() <= 2.0 * plain.indexed.median(),
            QStringLiteral("open 100k %1: fully indexed ≤ 2× the plain list").arg(format),
            QStringLiteral("%1 vs %2 = %3")
                .arg(formatMs(r.indexed.median()), formatMs(plain.indexed.median()),
                    formatRatio(r.indexed.median(), plain.indexed.median())));
    }
}

void BenchReport::printGoals(QTextStream &out) const
{
    int passed = 0, failed = 0, notRun = 0;
    out << "## Goals (issues 3 and 16)\n\n";
    const auto check = [&](bool measured, bool ok, const QString &goal, const QString &numbers) {
        if (!measured) {
            ++notRun;
            out << "- NOT RUN: " << goal << " (size not measured)\n";
            return;
        }
        ok ? ++passed : ++failed;
        out << "- " << (ok ? "PASS" : "FAIL") << ": " << goal << " — " << numbers << '\n';
    };

    const bool typed100k = typing.contains(100000);
    const TypingSummary t100k = typed100k ? summarize(typing.value(100000)) : TypingSummary();
    const bool proxy100k = typed100k && typing.value(100000).proxyRun;
    check(typed100k, t100k.paperdeskWorst <= 16.0, QStringLiteral("100k: every keystroke ≤ 16 ms"),
        QStringLiteral("worst keystroke %1 (median %2)")
            .arg(formatMs(t100k.paperdeskWorst), formatMs(t100k.paperdeskMedian)));
    check(proxy100k, t100k.paperdeskMedian <= 0.1 * t100k.proxyMedian,
        QStringLiteral("100k: median ≤ 0.1× the proxy"),
        QStringLiteral("%1 vs %2 = %3")
            .arg(formatMs(t100k.paperdeskMedian), formatMs(t100k.proxyMedian),
                formatRatio(t100k.paperdeskMedian, t100k.proxyMedian)));
    check(proxy100k, t100k.paperdeskWorst <= 0.03 * t100k.proxyWorst,
        QStringLiteral("100k: worst ≤ 0.03× the proxy's worst"),
        QStringLiteral("%1 vs %2 = %3")
            .arg(formatMs(t100k.paperdeskWorst), formatMs(t100k.proxyWorst),
                formatRatio(t100k.paperdeskWorst, t100k.proxyWorst)));
    const bool chinese100k = chineseTyping.contains(100000);
    const TypingSummary c100k
        = chinese100k ? summarize(chineseTyping.value(100000)) : TypingSummary();
    check(chinese100k, c100k.paperdeskWorst <= 16.0,
        QStringLiteral("100k Chinese: every keystroke ≤ 16 ms"),
        QStringLiteral("worst keystroke %1 (median %2)")
            .arg(formatMs(c100k.paperdeskWorst), formatMs(c100k.paperdeskMedian)));
    const bool keywords100k = keywordTyping.contains(100000);
    const TypingSummary k100k
        = keywords100k ? summarize(keywordTyping.value(100000)) : TypingSummary();
    check(keywords100k, k100k.paperdeskWorst <= 16.0,
        QStringLiteral("100k arXiv list (Keywords facet): every keystroke ≤ 16 ms"),
        QStringLiteral("worst keystroke %1 (median %2)")
            .arg(formatMs(k100k.paperdeskWorst), formatMs(k100k.paperdeskMedian)));
    const bool phrases100k = phrases.contains(100000);
    const double phraseMs = phrases100k ? PhraseBench::slowest(phrases.value(100000)) : 0;
    check(phrases100k, phraseMs <= 100.0,
        QStringLiteral("100k: the Phrases section of any result ≤ 100 ms (issue 15)"),
        QStringLiteral("slowest result %1").arg(formatMs(phraseMs)));
    check(typed100k, t100k.toggle <= 16.0,
        QStringLiteral("100k: sidebar toggle with recount ≤ 16 ms"),
        QStringLiteral("%1 (worst round %2)")
            .arg(formatMs(t100k.toggle), formatMs(t100k.toggleWorst)));

    const bool sorted100k = orderedTyping.value(100000).contains(QStringLiteral("title"));
    const TypingSummary s100k = sorted100k
        ? summarize(orderedTyping.value(100000).value(QStringLiteral("title")))
        : TypingSummary();
    check(typed100k, t100k.paperdeskMedian <= 16.0,
        QStringLiteral("100k: ranked by relevance, median keystroke ≤ 16 ms"),
        QStringLiteral("median %1 (worst %2)")
            .arg(formatMs(t100k.paperdeskMedian), formatMs(t100k.paperdeskWorst)));
    check(sorted100k, s100k.paperdeskMedian <= 16.0,
        QStringLiteral("100k: sorted by title, median keystroke ≤ 16 ms"),
        QStringLiteral("median %1 (worst %2)")
            .arg(formatMs(s100k.paperdeskMedian), formatMs(s100k.paperdeskWorst)));

    const bool typed1m = typing.contains(1000000);
    const TypingSummary t1m = typed1m ? summarize(typing.value(1000000)) : TypingSummary();
    check(typed1m, t1m.paperdeskWorst <= 100.0, QStringLiteral("1M: every keystroke ≤ 100 ms"),
        QStringLiteral("worst keystroke %1 (median %2)")
            .arg(formatMs(t1m.paperdeskWorst), formatMs(t1m.paperdeskMedian)));
    check(typed1m, t1m.maxVsMemmem <= 0.5,
        QStringLiteral("1M: every keystroke ≤ 0.5× the memmem scan of the same text "
                       "(the clear keystroke excluded: memmem does no work for empty text)"),
        QStringLiteral("largest ratio %1 (memmem median %2, worst %3)")
            .arg(formatRatio(t1m.maxVsMemmem, 1.0), formatMs(t1m.memmemMedian),
                formatMs(t1m.memmemWorst)));

    const OpenBench::Result open100k = opening.value(100000).value(QStringLiteral("txt"));
    check(open100k.ok, open100k.firstRows.median() <= 500.0,
        QStringLiteral("open 100k txt: first rows ≤ 0.5 s"),
        QStringLiteral("%1 (worst %2)")
            .arg(formatMs(open100k.firstRows.median()), formatMs(open100k.firstRows.worst())));
    check(open100k.ok, open100k.indexed.median() <= 4.0 * open100k.readSplit.median(),
        QStringLiteral("open 100k txt: fully indexed ≤ 4× read + split"),
        QStringLiteral("%1 vs %2 = %3")
            .arg(formatMs(open100k.indexed.median()), formatMs(open100k.readSplit.median()),
                formatRatio(open100k.indexed.median(), open100k.readSplit.median())));

    checkReaders(check);

    const bool memory100k = memory.contains(100000) && open100k.fileBytes > 0;
    const auto [paperdesk, standard] = memory.value(100000);
    check(memory100k, paperdesk.trimmedBytes <= 2.5 * double(open100k.fileBytes),
        QStringLiteral("memory 100k: ≤ 2.5× the text size"),
        QStringLiteral("%1 for %2 of text = %3")
            .arg(formatBytes(paperdesk.trimmedBytes), formatBytes(open100k.fileBytes),
                formatRatio(paperdesk.trimmedBytes, open100k.fileBytes)));
    check(memory100k, paperdesk.trimmedBytes < standard.trimmedBytes,
        QStringLiteral("memory 100k: below QStandardItemModel"),
        QStringLiteral("%1 vs %2")
            .arg(formatBytes(paperdesk.trimmedBytes), formatBytes(standard.trimmedBytes)));
    if (notRun)
        out << "\n" << notRun << " goals not run (their sizes were not measured).\n";
    out << '\n' << passed << " passed, " << failed << " failed\n";
}
