// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringView>

/// The tokens of TopicClassifier's phrases, each with a dense id: an open-addressing hash over
/// one string of their text. A token is stemmed (light plural folding: "models" → "model",
/// "studies" → "study") before it is interned or looked up, the same for phrases and text.
class PhraseVocabulary final
{
public:
    /// Tokens longer than this are in no phrase: a phrase with one is dropped, a text's is no
    /// token of any phrase.
    static constexpr qsizetype maxTokenLength = 48;

    /// Sizes the table once for `capacity` slots, a power of two: interning past half of it
    /// would slow every look-up, so the caller sizes it from the number of phrases.
    void reserveSlots(qsizetype capacity);
    /// The id of a folded token of at most maxTokenLength units, added if new.
    qint32 intern(QStringView folded);
    /// The id of a folded token of at most maxTokenLength units, -1 when no phrase has it.
    qint32 id(QStringView folded) const;
    /// How many tokens there are: ids are 0 to size() - 1.
    qint32 size() const { return m_tokenCount; }

private:
    struct Slot
    {
        quint32 hash = 0;
        qint32 id = -1;
        qint32 offset = 0;
        qint32 length = 0;
    };

    qint32 lookUp(QStringView stemmed, quint32 hash) const;

    QString m_text; ///< every token's stemmed text, one after the other
    QList<Slot> m_slots; ///< open addressing, size a power of two
    qint32 m_tokenCount = 0;
};
