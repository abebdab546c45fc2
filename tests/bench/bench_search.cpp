// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmark of issue 3: typing, opening and memory at 20 to 1,000,000 papers, Paperdesk
// against the stock Qt way and a memmem() scan, printed as markdown with the goals checked.
// Exits non-zero only when the program itself fails, never because a goal is missed.
#include "benchreport.h"
#include "cjkcorpus.h"
#include "collection/collectionloader.h"
#include "corpusfiles.h"
#include "exportbench.h"
#include "memoryprobe.h"
#include "openbench.h"
#include "phrasebench.h"
#include "topics/taxonomy.h"
#include "typingbench.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QTextStream>

#include <cstring>

namespace {

struct Options
{
    QList<int> sizes { 20, 10000, 100000, 1000000 };
    int rounds = 7;
    int largeOpenRounds = 1; ///< opening rounds above 100,000 papers (a minute each)
    int proxyMaxPapers = 100000; ///< the stock Qt way is skipped above this size
    QString corpusDir;
    bool smoke = false;
    /// Parts to run ("typing", "chinese", "keywords", "phrases", "opening", "memory"); empty
    /// runs all. For
    /// profiling one part.
    QStringList only;
    bool runs(const char *part) const
    {
        return only.isEmpty() || only.contains(QLatin1String(part));
    }
};

QList<int> parseSizes(const QString &text, bool *ok)
{
    QList<int> sizes;
    *ok = true;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const int size = part.trimmed().toInt(ok);
        if (!*ok || size <= 0)
            return *ok = false, QList<int>();
        sizes.append(size);
    }
    return sizes;
}

int run(const Options &options)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    const Taxonomy taxonomy = Taxonomy::builtIn();
    const QString self = QCoreApplication::applicationFilePath();
    const int openFloor = options.smoke ? 1000 : 10000;
    BenchReport report;
    QString error;
    const auto fail = [&](const QString &message) {
        err << "bench: " << message << Qt::endl;
        return 1;
    };

    for (int papers : options.sizes) {
        QMap<QString, QString> files;
        for (const QString &format : BenchReport::readerFormats()) {
            if (format != QLatin1String("txt") && papers < openFloor)
                continue;
            // Every reader at up to 100,000 papers; past that, the plain list and the two
            // formats of issue 16's first numbers (writing a 1M list takes a minute each).
            if (papers > 100000 && !BenchReport::largeFormats().contains(format))
                continue;
            files.insert(format, CorpusFiles::ensure(options.corpusDir, papers, format, &error));
            if (files.value(format).isEmpty())
                return fail(error);
        }
        if (papers >= openFloor && options.runs("opening")) {
            const bool large = papers > 100000;
            for (auto it = files.cbegin(); it != files.cend(); ++it) {
                err << "bench: opening " << papers << ' ' << it.key() << Qt::endl;
                OpenBench::Result result = OpenBench::measure(*it, it.key(), taxonomy,
                    large ? options.largeOpenRounds : options.rounds, !large);
                if (!result.ok)
                    return fail(result.error);
                report.opening[papers].insert(it.key(), result);
            }
            // Exporting, from the list with the most fields (authors, venue, year, links).
            const QString exported = files.value(QStringLiteral("jsonl"));
            if (!large && !exported.isEmpty()) {
                err << "bench: exporting " << papers << Qt::endl;
                const CollectionLoader::Result loaded = CollectionLoader::load(exported, taxonomy);
                if (!loaded.collection)
                    return fail(loaded.error.reason);
                const auto results = ExportBench::measure(*loaded.collection, options.rounds);
                for (auto it = results.cbegin(); it != results.cend(); ++it) {
                    if (!it->ok)
                        return fail(QStringLiteral("exporting %1: %2").arg(it.key(), it->error));
                }
                report.exporting.insert(papers, results);
            }
        }
        if (papers >= openFloor && options.runs("memory")) {
            err << "bench: memory " << papers << Qt::endl;
            const MemoryProbe::Result own = MemoryProbe::measure(self,
                files.value(QStringLiteral("txt")), QLatin1String(MemoryProbe::paperdeskMode));
            const MemoryProbe::Result standard = MemoryProbe::measure(self,
                files.value(QStringLiteral("txt")), QLatin1String(MemoryProbe::standardItemMode));
            if (!own.ok || !standard.ok)
                return fail(own.ok ? standard.error : own.error);
            report.memory.insert(papers, { own, standard });
        }

        if ((papers == 100000 || options.smoke) && options.runs("chinese")) {
            err << "bench: typing Chinese " << papers << Qt::endl;
            const QString file = CjkCorpus::ensure(options.corpusDir, papers, &error);
            if (file.isEmpty())
                return fail(error);
            CollectionLoader::Result loaded = CollectionLoader::load(file, taxonomy);
            if (!loaded.collection)
                return fail(loaded.error.reason);
            TypingBench::Options chinese;
            chinese.rounds = options.rounds;
            chinese.runProxy = papers <= options.proxyMaxPapers;
            chinese.breakdownRounds = options.smoke ? 1 : 3;
            chinese.script = TypingBench::Options::Script::Chinese;
            TypingBench::Result typed = TypingBench::run(loaded.collection, chinese);
            if (!typed.ok)
                return fail(typed.error);
            report.chineseTyping.insert(papers, typed);
        }
        // The English script on the arXiv list, whose categories fill the sidebar's Keywords
        // section: the keystroke recounts it too.
        if ((papers == 100000 || options.smoke) && options.runs("keywords")) {
            err << "bench: typing on the arXiv list " << papers << Qt::endl;
            CollectionLoader::Result loaded
                = CollectionLoader::load(files.value(QStringLiteral("arxiv")), taxonomy);
            if (!loaded.collection)
                return fail(loaded.error.reason);
            TypingBench::Options arxiv;
            arxiv.rounds = options.rounds;
            arxiv.runProxy = false;
            TypingBench::Result typed = TypingBench::run(loaded.collection, arxiv);
            if (!typed.ok)
                return fail(typed.error);
            report.keywordTyping.insert(papers, typed);
        }
        if ((papers == 100000 || options.smoke) && options.runs("phrases")) {
            err << "bench: phrases " << papers << Qt::endl;
            CollectionLoader::Result loaded
                = CollectionLoader::load(files.value(QStringLiteral("txt")), taxonomy);
            if (!loaded.collection)
                return fail(loaded.error.reason);
            report.phrases.insert(papers, PhraseBench::run(loaded.collection, options.rounds));
        }
        if (!options.runs("typing"))
            continue;
        err << "bench: typing " << papers << Qt::endl;
        CollectionLoader::Result loaded
            = CollectionLoader::load(files.value(QStringLiteral("txt")), taxonomy);
        if (!loaded.collection)
            return fail(loaded.error.reason);
        TypingBench::Options typingOptions;
        typingOptions.rounds = options.rounds;
        typingOptions.runProxy = papers <= options.proxyMaxPapers;
        typingOptions.breakdownRounds = papers >= 100000 ? 3 : (options.smoke ? 1 : 0);
        TypingBench::Result typing = TypingBench::run(loaded.collection, typingOptions);
        if (!typing.ok)
            return fail(typing.error);
        report.typing.insert(papers, typing);
        // The same script with the list sorted by a column, and in the file's order (no
        // ranking), beside the default run above, which ranks by relevance.
        if (papers >= 10000 || options.smoke) {
            typingOptions.runProxy = false;
            typingOptions.breakdownRounds = 0;
            for (const PaperSort::Key key : { PaperSort::Key::Title, PaperSort::Key::ListOrder }) {
                typingOptions.sort.key = key;
                err << "bench: typing " << papers << " by " << typingOptions.sort.toString()
                    << Qt::endl;
                TypingBench::Result ordered = TypingBench::run(loaded.collection, typingOptions);
                if (!ordered.ok)
                    return fail(ordered.error);
                report.orderedTyping[papers].insert(typingOptions.sort.toString(), ordered);
            }
        }
    }
    report.print(out, options.sizes, options.rounds);
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    // The memory child must not pay for a GUI application it does not use.
    if (argc == 4 && std::strcmp(argv[1], "--memory-child") == 0) {
        QCoreApplication app(argc, argv);
        return MemoryProbe::runChild(
            QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    }
    // Paint as soon as an update is requested rather than 5 ms later, so that a measured
    // keystroke includes the repaint of the views (see TypingBench).
    qputenv("QT_QPA_UPDATE_IDLE_TIME", "0");
    QApplication app(argc, argv);
    QTextStream err(stderr);
    Options options;
    const QStringList args = QCoreApplication::arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        const QString value = args.value(i + 1);
        bool ok = true;
        if (arg == QLatin1String("--smoke")) {
            options.smoke = true;
        } else if (arg == QLatin1String("--only")) {
            ok = QStringList { QStringLiteral("typing"), QStringLiteral("chinese"),
                QStringLiteral("keywords"), QStringLiteral("phrases"), QStringLiteral("opening"),
                QStringLiteral("memory") }
                     .contains(value);
            options.only.append(value);
            ++i;
        } else if (arg == QLatin1String("--sizes")) {
            options.sizes = parseSizes(value, &ok);
            ++i;
        } else if (arg == QLatin1String("--rounds")) {
            options.rounds = value.toInt(&ok);
            ok = ok && options.rounds > 0;
            ++i;
        } else if (arg == QLatin1String("--large-open-rounds")) {
            options.largeOpenRounds = value.toInt(&ok);
            ok = ok && options.largeOpenRounds > 0;
            ++i;
        } else if (arg == QLatin1String("--corpus-dir")) {
            options.corpusDir = value;
            ok = !value.isEmpty();
            ++i;
        } else {
            ok = false;
        }
        if (!ok) {
            err << "usage: bench_search [--sizes 20,10000,100000,1000000] [--rounds 7]\n"
                   "                    [--large-open-rounds 1] [--corpus-dir DIR] [--smoke]\n"
                   "                    [--only "
                   "typing|chinese|keywords|phrases|opening|memory]...\n"
                   "       bench_search --memory-child FILE paperdesk|standarditem\n";
            return 2;
        }
    }
    if (options.smoke) {
        // One small list through every measurement, so `make test` keeps the bench working.
        options.sizes = { 1000 };
        options.rounds = 1;
    }
    if (options.corpusDir.isEmpty())
        options.corpusDir = QDir::temp().filePath(QStringLiteral("paperdesk-bench-corpus"));
    if (!QFileInfo(CorpusFiles::makeCorpusScript()).isExecutable()) {
        err << "bench: make-corpus not found at " << CorpusFiles::makeCorpusScript()
            << " (set PAPERDESK_MAKE_CORPUS); nothing to measure\n";
        return options.smoke ? 77 : 1;
    }
    return run(options);
}
