// SPDX-License-Identifier: GPL-3.0-or-later
#include "phrasevocabulary.h"

namespace {

// Light plural folding, the same for phrases and text: "models" → "model", "studies" → "study".
// Returns the length written to buf (at least PhraseVocabulary::maxTokenLength long).
qsizetype stem(QStringView token, char16_t *buf)
{
    qsizetype n = token.size();
    for (qsizetype i = 0; i < n; ++i)
        buf[i] = token[i].unicode();
    if (n > 4 && buf[n - 1] == u's' && buf[n - 2] == u'e' && buf[n - 3] == u'i') {
        buf[n - 3] = u'y';
        return n - 2;
    }
    if (n > 3 && buf[n - 1] == u's' && buf[n - 2] != u's' && buf[n - 2] != u'u'
        && buf[n - 2] != u'i')
        return n - 1;
    return n;
}

quint32 hashToken(const char16_t *s, qsizetype n)
{
    quint32 h = 2166136261u;
    for (qsizetype i = 0; i < n; ++i) {
        h ^= s[i];
        h *= 16777619u;
    }
    return h;
}

} // namespace

void PhraseVocabulary::reserveSlots(qsizetype capacity)
{
    m_slots.resize(capacity);
}

qint32 PhraseVocabulary::intern(QStringView folded)
{
    char16_t buf[maxTokenLength];
    const QStringView stemmed(buf, stem(folded, buf));
    const quint32 hash = hashToken(stemmed.utf16(), stemmed.size());
    const qint32 existing = lookUp(stemmed, hash);
    if (existing >= 0)
        return existing;
    const qsizetype mask = m_slots.size() - 1;
    qsizetype i = hash & mask;
    while (m_slots[i].id >= 0)
        i = (i + 1) & mask;
    m_slots[i] = Slot { hash, m_tokenCount, qint32(m_text.size()), qint32(stemmed.size()) };
    m_text += stemmed;
    return m_tokenCount++;
}

qint32 PhraseVocabulary::id(QStringView folded) const
{
    char16_t stemmed[maxTokenLength];
    const qsizetype n = stem(folded, stemmed);
    return lookUp(QStringView(stemmed, n), hashToken(stemmed, n));
}

qint32 PhraseVocabulary::lookUp(QStringView stemmed, quint32 hash) const
{
    const qsizetype mask = m_slots.size() - 1;
    for (qsizetype i = hash & mask;; i = (i + 1) & mask) {
        const Slot &slot = m_slots[i];
        if (slot.id < 0)
            return -1;
        if (slot.hash == hash && slot.length == stemmed.size()
            && QStringView(m_text).mid(slot.offset, slot.length) == stemmed)
            return slot.id;
    }
}
