// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "collection/collectionloader.h"
#include "collection/duplicateids.h"
#include "collection/paperderiver.h"
#include "formats/jsonlineswriter.h"
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
            "Write the papers to stdout in <format> "
            "(jsonl) and exit."),
        QStringLiteral("format") });
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
        QStringLiteral("[FILE]"));
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
    const QString format = parser.value(QStringLiteral("export"));
    if (!count && format != QLatin1String("jsonl")) {
        printError(QCoreApplication::translate(
            "CommandLine", "unknown export format \"%1\" (known: jsonl)")
                       .arg(format));
        return 2;
    }
    if (parser.positionalArguments().size() > 1) {
        printError(QCoreApplication::translate("CommandLine", "give at most one FILE"));
        return 2;
    }
    const QString path = parser.positionalArguments().value(0, bundledList());

    QString topicsWarning;
    const Taxonomy taxonomy = UserTopics::loadMerged(&topicsWarning);
    if (!topicsWarning.isEmpty())
        printError(topicsWarning);
    const CollectionLoader::Result loaded = CollectionLoader::load(path, taxonomy);
    if (!loaded.collection) {
        printError(loaded.error.toString());
        return 1;
    }
    const LoadedCollection &collection = *loaded.collection;
    if (const QString note = DuplicateIds::message(collection.idsKeptApart); !note.isEmpty())
        printError(note);
    const QueryParseResult query = QueryParser::parse(parser.value(QStringLiteral("query")));
    if (!query.error.isEmpty())
        printError(QCoreApplication::translate(
            "CommandLine", "query: %1; searching the words as plain words")
                       .arg(query.error));
    LibraryStore store;
    const bool hasLibrary = openLibrary(store);
    ListMarks state(hasLibrary ? &store : nullptr);
    state.setCollection(loaded.collection);
    const Bitset matches = collection.index.evaluate(query.query, state.context());

    QFile out;
    if (!out.open(stdout, QIODevice::WriteOnly)) {
        printError(out.errorString());
        return 1;
    }
    if (count) {
        const QByteArray line = QByteArray::number(matches.count()) + '\n';
        return out.write(line) == line.size() && out.flush() ? 0 : 1;
    }
    const bool deriveTitles = parser.isSet(QStringLiteral("derive-titles"));
    const PaperDeriver::Abstracts abstracts = collection.collection.keepsLatex()
        ? PaperDeriver::Abstracts::MayHoldLatex
        : PaperDeriver::Abstracts::Unicode;
    bool ok = true;
    matches.forEachSet([&](qsizetype row) {
        if (!ok)
            return;
        const Paper paper = collection.paper(row);
        QJsonObject object = JsonLinesWriter::paperObject(paper, collection.topicNames);
        if (deriveTitles)
            object.insert(QStringLiteral("derivedTitle"),
                PaperDeriver::titleFromAbstract(paper.abstract, abstracts));
        object.insert(QStringLiteral("tags"), QJsonArray::fromStringList(state.tagsOf(int(row))));
        object.insert(QStringLiteral("read"), state.isRead(int(row)));
        object.insert(QStringLiteral("starred"), state.isStarred(int(row)));
        const QByteArray line = JsonLinesWriter::line(object);
        ok = out.write(line) == line.size();
    });
    if (!ok || !out.flush()) {
        printError(QCoreApplication::translate("CommandLine", "could not write the export: %1")
                       .arg(out.errorString()));
        return 1;
    }
    return 0;
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
