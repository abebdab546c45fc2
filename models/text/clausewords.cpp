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
            "you");
}

bool commaEndsPhrase(const WordSplitter::Words &w, qsizetype k)
{
    return !isFunctionWord(w[k])
        && !(k > 0 && Key(w[k - 1]).in("a", "an", "the", "this", "these", "its", "their", "our"));
}

} // namespace ClauseWords
