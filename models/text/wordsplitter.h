// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringView>
#include <QVarLengthArray>

/// Splits an abstract into its words for SentenceScanner: at QChar::isSpace(), as views into the
/// text, with what the passes over them ask of many words found while splitting. It splits; what
/// a word is (a verb, a subject, a name) is SentenceScanner's to say.
namespace WordSplitter {

enum class Verb : qint8
{
    None,
    Strong, ///< propose, introduce, present, develop, design, devise, describe
    Weak ///< study, investigate, consider, explore, analyze, address, tackle, examine
};

/// Whitespace-separated words of a text, as views into it, plus what the passes over them ask
/// of many words, found while splitting: contributionVerb() of each word and the few words that
/// are cues.
struct Words : QVarLengthArray<QStringView, 384>
{
    /// contributionVerb() of each word.
    QVarLengthArray<Verb, 384> verbs;
    /// Ascending indexes of the words that are a strong contribution verb or a naming word
    /// (isNamingWord()): the passes that look for those visit these few words instead of all.
    QVarLengthArray<qsizetype, 64> cues;
    /// How many of verbs are Weak: most abstracts have none, and a pass can skip looking.
    qsizetype weakVerbs = 0;
    /// Whether the text has U+0000, which ends a Key. Without it, a word that ends in a letter
    /// or digit has it as the last unit of its Key: a cheap test that rules out most words.
    bool hasZeros = false;
};

/// Words past this are not split: a title never needs them, so a 1 MB "abstract" costs no more.
constexpr qsizetype maxWords = 1500;

/// Sets out to the words of text (split at QChar::isSpace()), up to maxWords, with their verbs
/// and cues.
void splitWords(QStringView text, Words &out);

} // namespace WordSplitter
