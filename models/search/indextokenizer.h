// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tokentable.h"

#include <QStringView>

#include <vector>

/// Splits text into the index's tokens, folded as TextNormalizer::fold + forEachToken would
/// (the one definition of a word), and interns them in one pass: one table read per ASCII
/// unit, and non-ASCII units folded through TextNormalizer::foldChar (which decomposes
/// through a QString) once per tokenizer and unit. One per thread: it keeps those folds and
/// a scratch buffer between texts.
class IndexTokenizer
{
public:
    IndexTokenizer();

    /// Appends the ids in table of text's tokens to sequence, in order.
    void split(QStringView text, TokenTable &table, std::vector<quint32> &sequence);

private:
    quint32 foldNonAscii(char16_t unit);

    std::vector<quint32> m_foldTable; ///< per unit: folded unit | known | isToken, 0 unknown
    std::vector<char16_t> m_token; ///< the token being split, folded
};
