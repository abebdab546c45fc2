// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the whole load pipeline on a small file (read, derive ids, titles, links
// and topics, index), then a few searches and every paper as the export writes it.
#include "collection/collectionloader.h"
#include "fuzzcheck.h"
#include "search/queryparser.h"
#include "topics/taxonomy.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const Taxonomy taxonomy = Taxonomy::builtIn();
    static QTemporaryDir dir;
    // The extension only breaks ties in sniffing: vary it with the size.
    static const char *const names[] = { "list.txt", "list.json", "list.jsonl", "list.bib" };
    const QString path = dir.filePath(QString::fromLatin1(names[size % 4]));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(reinterpret_cast<const char *>(data), qint64(size)) != qint64(size))
        fuzzFailure("cannot write the input to a temporary file");
    file.close();

    const CollectionLoader::Result result = CollectionLoader::load(path, taxonomy);
    if (!result.collection) {
        if (result.error.reason.isEmpty())
            fuzzFailure("a load failed without a reason");
        return 0;
    }
    const LoadedCollection &loaded = *result.collection;
    for (const char *query : { "model", "\"neural network\" OR -graph", "has:link topic:learn" }) {
        const Bitset matches
            = loaded.index.evaluate(QueryParser::parse(QString::fromLatin1(query)).query);
        if (matches.size() != loaded.size())
            fuzzFailure("a search result of the wrong size");
    }
    for (qsizetype row = 0; row < loaded.size(); ++row) {
        const Paper paper = loaded.paper(row);
        checkShowable(paper.title, false);
        JsonLinesWriter::line(JsonLinesWriter::paperObject(paper, loaded.topicNames));
    }
    return 0;
}
