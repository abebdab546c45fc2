// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordclass.h"

#include <string_view>

namespace WordClass {

namespace {

constexpr unsigned letterBit(std::string_view letters, char c, unsigned firstBit)
{
    const size_t i = letters.find(c);
    return i == std::string_view::npos ? 0 : firstBit << i;
}
constexpr unsigned verbLast(char c)
{
    return letterBit("estnpyr", c, 0x1);
}
constexpr unsigned verbLastDropped = 0x80;
constexpr unsigned subjectLast(char c)
{
    return letterBit("ekry", c, 0x100);
}
constexpr unsigned subjectLastDropped = 0x1000;
constexpr unsigned namingLastD = 0x2000;
constexpr unsigned namingLastDropped = 0x4000;

// The words that findContributionVerb() and isNamingWord() compare Keys with.
constexpr std::string_view contributionVerbs[] = { "propose", "proposes", "introduce", "introduces",
    "present", "presents", "develop", "develops", "design", "designs", "devise", "devises",
    "describe", "describes", "study", "studies", "investigate", "investigates", "consider",
    "considers", "explore", "explores", "analyze", "analyzes", "analyse", "analyses", "address",
    "addresses", "tackle", "tackles", "examine", "examines" };
constexpr std::string_view subjectNouns[] = { "paper", "work", "study", "article", "here", "note" };
constexpr std::string_view namingWords[] = { "dubbed", "called", "named", "termed", "coined" };

constexpr Tables makeTables()
{
    Tables t;
    const auto isAlnum = [](unsigned c) { return (c | 0x20) - 'a' < 26 || c - '0' < 10; };
    const auto upper = [](char c) { return unsigned(c) - 0x20; };
    // mayBeContributionVerb(): a lower-case first letter, at most 12 units, maybe with units
    // after the verb that its Key drops.
    for (const std::string_view verb : contributionVerbs) {
        const unsigned first = unsigned(verb.front());
        t.firstAndLength[first][verb.size()] |= quint16(verbLast(verb.back()));
        for (size_t size = verb.size() + 1; size <= 12; ++size)
            t.firstAndLength[first][size] |= quint16(verbLastDropped);
    }
    // findContributionVerb(): 4 to 8 units that start with the noun's letter in either case, or
    // "we" (isWe()).
    for (const std::string_view noun : subjectNouns) {
        for (const unsigned first : { unsigned(noun.front()), upper(noun.front()) }) {
            t.firstAndLength[first][noun.size()] |= quint16(subjectLast(noun.back()));
            for (size_t size = noun.size() + 1; size <= 8; ++size)
                t.firstAndLength[first][size] |= quint16(subjectLastDropped);
        }
    }
    for (const unsigned first : { unsigned('w'), unsigned('W') })
        t.firstAndLength[first][2] |= quint16(subjectLast('e') | WeBit);
    // mayBeNamingWord(): 5 or 6 units, so the word alone or with one unit before or after it that
    // its Key drops (a digit is never dropped).
    for (const std::string_view name : namingWords) {
        for (const unsigned first : { unsigned(name.front()), upper(name.front()) }) {
            t.firstAndLength[first][name.size()] |= quint16(namingLastD);
            if (name.size() == 5)
                t.firstAndLength[first][6] |= quint16(namingLastDropped);
        }
        for (unsigned c = 0; c <= 128 && name.size() == 5; ++c) {
            if (!isAlnum(c))
                t.firstAndLength[c][6] |= quint16(namingLastD);
        }
    }
    for (unsigned c = 0; c <= 128; ++c) {
        const unsigned letter = (c | 0x20) - 'a'; // any ASCII letter, either case
        unsigned last = 0;
        if (letter < 26) {
            const char l = char('a' + letter);
            last = verbLast(l) | subjectLast(l) | (l == 'd' ? namingLastD : 0u)
                | (c == 'e' ? unsigned(WeBit) : 0u);
        } else if (std::string_view(",.;:!?").find(char(c)) != std::string_view::npos) {
            // "paper, …" is a subject; no verb or naming word ends in such punctuation.
            last = subjectLastDropped;
        } else if (!isAlnum(c)) {
            last = verbLastDropped | subjectLastDropped | namingLastDropped;
        }
        t.last[c] = quint16(last);
    }
    return t;
}

} // namespace

const Tables tables = makeTables();

} // namespace WordClass
