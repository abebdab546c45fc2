// SPDX-License-Identifier: GPL-3.0-or-later
#include "phrasebench.h"

#include "phrases/distinctivephrases.h"
#include "phrases/phrasebackground.h"
#include "search/queryparser.h"

#include <QElapsedTimer>

namespace PhraseBench {

QList<Case> run(const LoadedCollectionPtr &collection, int rounds)
{
    const PhraseBackground &background = PhraseBackground::builtIn(); // read once, untimed
    QList<Case> cases;
    for (const QString &query : { QString(), QStringLiteral("model"), QStringLiteral("diffusion"),
             QStringLiteral("robot") }) {
        Case c;
        c.query = query;
        const Bitset rows = collection->index.evaluate(QueryParser::parse(query).query);
        c.rows = rows.count();
        for (int round = -1; round < rounds; ++round) {
            QElapsedTimer timer;
            timer.start();
            const DistinctivePhrases::Result result
                = DistinctivePhrases::find(collection->index, rows, background);
            const double ms = BenchStats::elapsedMs(timer);
            if (round >= 0)
                c.time.add(ms);
            QStringList best;
            for (const PhraseCount &phrase : result.phrases.mid(0, 5))
                best << phrase.text;
            c.firstPhrases = best.join(QStringLiteral(", "));
        }
        cases.append(c);
    }
    return cases;
}

void print(QTextStream &out, int papers, const QList<Case> &cases)
{
    out << "## Phrases: the sidebar's section for a result\n\n"
           "DistinctivePhrases::find at "
        << papers
        << " papers (it runs on a worker thread once the result settles; it reads at most "
           "5,000 papers of a result, an even sample of larger ones).\n\n"
           "| result | papers | median | worst | best phrases |\n|---|---:|---:|---:|---|\n";
    for (const Case &c : cases) {
        out << "| " << (c.query.isEmpty() ? QStringLiteral("(whole list)") : '`' + c.query + '`')
            << " | " << c.rows << " | " << BenchStats::formatMs(c.time.median()) << " | "
            << BenchStats::formatMs(c.time.worst()) << " | " << c.firstPhrases << " |\n";
    }
    out << '\n';
}

double slowest(const QList<Case> &cases)
{
    double worst = 0;
    for (const Case &c : cases)
        worst = qMax(worst, c.time.median());
    return worst;
}

} // namespace PhraseBench
