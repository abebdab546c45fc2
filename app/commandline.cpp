// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "collection/collectionloader.h"
#include "collection/paperderiver.h"
#include "formats/exportformat.h"
#include "formats/jsonlineswriter.h"
#include "formats/writefailure.h"
#include "library/exportedpapers.h"
#include "library/listmarks.h"
#include "library/store/librarystore.h"
#include "search/queryparser.h"
#include "startuplist.h"
#include "topics/usertopics.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSaveFile>

#include <utility>
#include <vector>

#include <cstdio>

namespace CommandLine {

namespace {

void addCommonOptions(QCommandLineParser &parser)
{
    parser.setApplicationDescription(QCoreApplication::translate(
        "CommandLine", "Read, narrow, tag and copy from conference paper lists."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({ QStringLiteral("export"),
        QCoreApplication::translate("CommandLine",
            "Write the papers to stdout in <format> and exit: jsonl, "
            "md, bib, ris, csv (every text exactly as it is) or "
            "csv-sheet (for spreadsheets: a cell starting with = + - @ "
            "gets a ' before it, so that it never runs as a formula)."),
        QStringLiteral("format") });
    parser.addOption({ QStringLiteral("output"),
        QCoreApplication::translate("CommandLine",
            "With --export: write to <file> instead of stdout (the "
            "file is replaced only once everything is written)."),
        QStringLiteral("file") });
    parser.addOption({ QStringLiteral("query"),
        QCoreApplication::translate("CommandLine",
            "Only the papers matching <query>, in the "
            "search box's syntax."),
        QStringLiteral("query") });
    parser.addOption({ QStringLiteral("derive-titles"),
        QCoreApplication::translate("CommandLine",
            "With --export: also write the title derived from each "
            "paper's abstract alone (derivedTitle), even when the list "
            "gives a title, to measure the derived titles.") });
    parser.addOption({ QStringLiteral("count"),
        QCoreApplication::translate("CommandLine",
            "Print only the number of matching papers "
            "and exit.") });
    parser.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate("CommandLine",
            "Paper list to open (txt, json, jsonl, bib, csv, tsv, ris, "
            "md; OpenReview, virtual-site and arXiv JSON); the bundled "
            "ICML 2025 list when omitted."),
        QStringLiteral("[FILE…]"));
}

void printError(const QString &message)
{
    std::fprintf(stderr, "paperdesk: %s\n", qPrintable(message));
}

// The user's library as the window sees it, read into memory: an export or a count never
// creates, moves aside, migrates or writes the file, nor leaves anything beside it. Without a
// library every paper is unread and untagged; one that cannot be read is reported, left as it
// is, and the papers are taken as unread and untagged too.
bool openLibrary(LibraryStore &store)
{
    const QString path = LibraryStore::defaultPath();
    if (!QFileInfo::exists(path))
        return false;
    if (store.openReadOnly(path))
        return true;
    printError(QCoreApplication::translate("CommandLine",
        "your tags and read marks were not used: %1 Every "
        "paper is taken as unread and untagged.")
                   .arg(store.lastError()));
    return false;
}

// One list of the command line: its papers, the user's marks on them, the rows that match.
struct Source
{
    LoadedCollectionPtr collection;
    std::unique_ptr<ListMarks> marks;
    QList<int> rows;
};

// Writes the matching rows of every source in format to --output (through QSaveFile: the old
// file stays whole until everything is written) or stdout; the exit code.
int writeExport(
    const QCommandLineParser &parser, ExportFormat format, const std::vector<Source> &sources)
{
    std::vector<std::pair<const Source *, int>> rows;
    for (const Source &source : sources) {
        for (int row : source.rows)
            rows.emplace_back(&source, row);
    }
    const LoadedCollection &first = *sources.front().collection;
    const std::unique_ptr<PaperWriter> writer
        = ExportFormats::fileWriter(format, first.collection.name);
    if (format == ExportFormat::JsonLines && parser.isSet(QStringLiteral("derive-titles"))) {
        static_cast<JsonLinesWriter *>(writer.get())
            ->setExtraKeys([&first](const ExportedPaper &paper, QJsonObject &object) {
                const PaperDeriver::Abstracts abstracts = first.collection.keepsLatex()
                    ? PaperDeriver::Abstracts::MayHoldLatex
                    : PaperDeriver::Abstracts::Unicode;
                object.insert(QStringLiteral("derivedTitle"),
                    PaperDeriver::titleFromAbstract(paper.paper.abstract, abstracts));
            });
    }
    const QString outputPath = parser.value(QStringLiteral("output"));
    QSaveFile saveFile(outputPath);
    QFile out;
    QIODevice *device = &out;
    const bool opened = outputPath.isEmpty() ? out.open(stdout, QIODevice::WriteOnly)
                                             : saveFile.open(QIODevice::WriteOnly);
    if (!outputPath.isEmpty())
        device = &saveFile;
    qint64 written = 0; // how far the file got, to tell a full disk
    const auto fail = [&](const QString &reason) {
        printError(QCoreApplication::translate("CommandLine", "could not write the export: %1")
                       .arg(outputPath.isEmpty() ? reason
                                                 : outputPath + QLatin1String(": ")
                                   + WriteFailure::reason(outputPath, reason, written)));
        return 1;
    };
    if (!opened)
        return fail(device->errorString());
    const bool wrote = writer->write(device, qsizetype(rows.size()), [&](qsizetype i) {
        const auto &[source, row] = rows[size_t(i)];
        return ExportedPapers::at(*source->collection, source->marks.get(), row);
    });
    const auto reached = [&] { return outputPath.isEmpty() ? qint64(0) : saveFile.size(); };
    if (!wrote) {
        written = reached();
        if (!outputPath.isEmpty())
            saveFile.cancelWriting();
        return fail(writer->error());
    }
    written = reached();
    if (outputPath.isEmpty() ? !out.flush() : !saveFile.commit())
        return fail(device->errorString());
    return 0;
}

} // namespace

QString bundledList()
{
    return StartupList::bundledList();
}

bool wantsHeadless(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], "--export") == 0 || qstrncmp(argv[i], "--export=", 9) == 0
            || qstrcmp(argv[i], "--count") == 0 || qstrcmp(argv[i], "--help") == 0
            || qstrcmp(argv[i], "-h") == 0 || qstrcmp(argv[i], "--version") == 0
            || qstrcmp(argv[i], "-v") == 0)
            return true;
    }
    return false;
}

int run(const QStringList &arguments)
{
    QCommandLineParser parser;
    addCommonOptions(parser);
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        return 2;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    const bool count = parser.isSet(QStringLiteral("count"));
    const QString formatName = parser.value(QStringLiteral("export"));
    const std::optional<ExportFormat> format = ExportFormats::fromName(formatName);
    if (!count && !format) {
        printError(QCoreApplication::translate("CommandLine",
            "unknown export format \"%1\" (known: jsonl, md, bib, ris, csv, csv-sheet)")
                       .arg(formatName));
        return 2;
    }
    if (count && parser.positionalArguments().size() > 1) {
        printError(QCoreApplication::translate("CommandLine", "give at most one FILE"));
        return 2;
    }
    QStringList paths = parser.positionalArguments();
    if (paths.isEmpty())
        paths.append(bundledList());

    QString topicsWarning;
    const Taxonomy taxonomy = UserTopics::loadMerged(&topicsWarning);
    if (!topicsWarning.isEmpty())
        printError(topicsWarning);
    const QueryParseResult query = QueryParser::parse(parser.value(QStringLiteral("query")));
    if (!query.error.isEmpty())
        printError(QCoreApplication::translate(
            "CommandLine", "query: %1; searching the words as plain words")
                       .arg(query.error));
    LibraryStore store;
    const bool hasLibrary = openLibrary(store);

    // Every list is read before anything is written: a list that cannot be read writes nothing.
    std::vector<Source> sources;
    for (const QString &path : std::as_const(paths)) {
        const CollectionLoader::Result loaded = CollectionLoader::load(path, taxonomy);
        if (!loaded.collection) {
            printError(loaded.error.toString());
            return 1;
        }
        for (const QString &note : loaded.collection->idNotes())
            printError(note);
        Source source { loaded.collection,
            std::make_unique<ListMarks>(hasLibrary ? &store : nullptr), {} };
        source.marks->setCollection(loaded.collection);
        loaded.collection->index.evaluate(query.query, source.marks->context())
            .forEachSet([&](qsizetype row) { source.rows.append(int(row)); });
        sources.push_back(std::move(source));
    }
    if (count) {
        std::printf("%lld\n", static_cast<long long>(sources.front().rows.size()));
        return std::fflush(stdout) == 0 ? 0 : 1;
    }
    return writeExport(parser, *format, sources);
}

GuiOptions parseGui(const QStringList &arguments)
{
    QCommandLineParser parser;
    addCommonOptions(parser);
    GuiOptions options;
    if (!parser.parse(arguments))
        options.error = parser.errorText();
    else if (parser.positionalArguments().size() > 1)
        options.error = QCoreApplication::translate("CommandLine", "give at most one FILE");
    options.file = parser.positionalArguments().value(0);
    options.query = parser.value(QStringLiteral("query"));
    return options;
}

} // namespace CommandLine
