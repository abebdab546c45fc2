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

} // namespace ClauseWords
