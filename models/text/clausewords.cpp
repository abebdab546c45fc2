// SPDX-License-Identifier: GPL-3.0-or-later
#include "clausewords.h"

#include "sentencescanner.h"

#include <string_view>

using namespace SentenceScanner;

namespace ClauseWords {

namespace {

// The words that appendClause() compares Keys with: clause starts and "specifically".
constexpr std::string_view clauseWords[] = { "that", "which", "where", "whereby", "while",
    "thereby", "by", "using", "through", "without", "via", "specifically" };
// Their first letters and last letters.
constexpr quint32 clauseInitials = letterSet("twbuvs");
constexpr quint32 clauseFinals = letterSet("thyega");

constexpr Letters makeLetters()
{
    Letters t;
    for (const std::string_view word : clauseWords)
        t.lasts[word.front() - 'a'][word.size()] |= 1u << (word.back() - 'a');
    return t;
}

} // namespace

const Letters letters = makeLetters();

bool mayBeSlow(const WordSplitter::Words &w, qsizetype k)
{
    const QStringView word = w[k];
    if (!mayStartWith(word, clauseInitials))
        return false;
    if (w.hasZeros)
        return true;
    // A word that ends in a letter or digit has it as the last unit of its Key.
    const char16_t c = word.back().unicode();
    const unsigned letter = unsigned(c | 0x20) - 'a';
    if (letter < 26)
        return (clauseFinals >> letter) & 1;
    return unsigned(c) - '0' >= 10;
}

qsizetype fillerAt(const WordSplitter::Words &w, qsizetype k)
{
    if (k + 2 >= w.size() || !trailingPunct(w[k]).isNull())
        return 0;
    const Key first(w[k]);
    const Key second(w[k + 1]);
    if (first.is("in") && second.is("this")
        && Key(w[k + 2]).in("paper", "work", "study", "article", "letter", "note"))
        return 3;
    if (!first.is("to"))
        return 0;
    if (second.is("this") && Key(w[k + 2]).is("end"))
        return 3;
    // "to tackle this problem", not "to address the problem of X": only a phrase that ends there.
    if (k + 3 >= w.size()
        || !second.in("tackle", "address", "solve", "overcome", "alleviate", "mitigate", "handle",
            "resolve", "remedy", "fill", "bridge", "close")
        || !Key(w[k + 2]).in("this", "these", "such", "those", "both", "the"))
        return 0;
    const qsizetype noun = k + 3;
    if (!Key(w[noun]).in("problem", "problems", "issue", "issues", "challenge", "challenges",
            "limitation", "limitations", "gap", "gaps", "difficulty", "difficulties", "drawback",
            "drawbacks", "shortcoming", "shortcomings", "question", "questions"))
        return 0;
    if (trailingPunct(w[noun]).isNull() && noun + 1 < w.size()
        && Key(w[noun + 1])
               .in("of", "in", "that", "which", "for", "with", "where", "when", "posed", "caused",
                   "raised", "by", "from", "on"))
        return 0;
    return 4;
}

bool isFunctionWord(QStringView word)
{
    // Most words are longer than any listed one or start with another letter.
    if (core(word).size() > 7)
        return false;
    const Key k(word);
    return k.in("a", "an", "the", "of", "in", "on", "for", "to", "and", "or", "nor", "but", "with",
               "by", "from", "via", "at", "as", "into", "onto", "upon", "its", "their", "his",
               "her", "our", "your", "my", "that", "which", "where", "while", "when", "whereas",
               "whether", "who", "whom", "whose", "what", "how", "than", "then", "is", "are")
        || k.in("was", "were", "be", "been", "being", "has", "have", "had", "do", "does", "did",
            "can", "could", "may", "might", "will", "would", "shall", "should", "must", "this",
            "these", "those", "such", "both", "each", "either", "neither", "per", "about", "over",
            "under", "through", "between", "among", "within", "without", "against", "toward",
            "towards", "across", "along", "after", "before", "during", "since", "until")
        || k.in("unless", "if", "so", "also", "not", "no", "we", "they", "it", "us", "them", "i",
            "you", "namely");
}

bool commaEndsPhrase(const WordSplitter::Words &w, qsizetype k)
{
    const Key key(w[k]);
    // "ReinforceBug, a reinforcement learning framework, that learns …": a generic noun says
    // nothing of the task, which the next clause gives.
    if (key.in("model", "approach", "method", "framework", "system", "algorithm", "architecture",
            "technique", "network", "pipeline", "tool", "scheme", "strategy", "module", "dataset",
            "benchmark", "paradigm", "mechanism"))
        return false;
    return !isFunctionWord(w[k])
        && !(k > 0 && Key(w[k - 1]).in("a", "an", "the", "this", "these", "its", "their", "our"));
}

} // namespace ClauseWords
