// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the background table of DistinctivePhrases (resources/phrases/background.tsv): the
// document frequency of every phrase PhraseCounter finds in at least MIN papers of the given
// lists, counted as the window counts a result. scripts/build-phrase-background runs it.
//
//   phrase_background MIN FILE... > background.tsv
#include "collection/collectionloader.h"
#include "phrases/phrasecounter.h"
#include "topics/taxonomy.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout), err(stderr);
    const QStringList args = app.arguments().mid(1);
    bool ok = false;
    const qsizetype minimum = args.value(0).toLongLong(&ok);
    if (!ok || minimum < 1 || args.size() < 2) {
        err << "usage: phrase_background MIN FILE... > background.tsv\n";
        return 2;
    }
    QHash<QString, qsizetype> papersWith;
    qsizetype papers = 0;
    for (const QString &path : args.mid(1)) {
        const CollectionLoader::Result loaded = CollectionLoader::load(path, Taxonomy::builtIn());
        if (!loaded.collection) {
            err << path << ": " << loaded.error.reason << '\n';
            return 1;
        }
        const SearchIndex &index = loaded.collection->index;
        PhraseCounter::Options options;
        // Phrases rarer than MIN within a list are left out: counting every one of a large list
        // would take gigabytes.
        options.minPapers = minimum;
        const PhraseCounter::Counts counts
            = PhraseCounter::count(index, Bitset(index.size(), true), options);
        for (const PhraseCount &phrase : counts.phrases)
            papersWith[phrase.text] += phrase.papers;
        papers += counts.papersRead;
        err << path << ": " << counts.papersRead << " papers\n";
    }
    QList<std::pair<QString, qsizetype>> rows;
    for (auto it = papersWith.cbegin(); it != papersWith.cend(); ++it) {
        if (*it >= minimum)
            rows.append({ it.key(), *it });
    }
    // Most frequent first, then by text: the same table for the same lists.
    std::sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) {
        return a.second != b.second ? a.second > b.second : a.first < b.first;
    });
    out << "papers\t" << papers << "\tmin\t" << minimum << '\n';
    for (const auto &[text, count] : rows)
        out << text << '\t' << count << '\n';
    err << rows.size() << " phrases\n";
    return 0;
}
