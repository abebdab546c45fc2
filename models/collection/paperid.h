// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHashFunctions>
#include <QMetaType>
#include <QString>
#include <QStringView>

#include <array>

/// Stable identity of a paper across re-imports, re-orderings and re-wrapped lines.
///
/// The value is a 64-bit FNV-1a hash of the UTF-8 of the whitespace-normalized abstract
/// (runs of whitespace become one space, ends trimmed), followed, when the source has one,
/// by a NUL and its source key (BibTeX key, record id). An abstract too short to tell papers
/// apart (fewer than minAbstractWords words: empty, a placeholder, a fragment) is followed by
/// a U+0001 and the source's title as well, when it has one. FNV-1a is used instead of qHash
/// because qHash is seeded per process and its algorithm is not promised to stay the same:
/// these ids are stored in the user's database and must never change.
///
/// Two papers of one list can still get one id (the same abstract under two titles); the
/// loader keeps them apart with copyId().
class PaperId
{
public:
    /// An abstract with fewer words is not enough to identify a paper: the id takes the
    /// title too. Words are runs of non-space characters, and each Han or kana character
    /// counts as one (CJK text has no spaces). No complete abstract in the real lists is this
    /// short (the 78,000-paper corpus's shortest has 26 words), while the fragments and
    /// placeholders that do occur (a scraped first line, "TBA") have 0 to 15.
    static constexpr int minAbstractWords = 20;

    constexpr PaperId() = default;
    constexpr explicit PaperId(quint64 value)
        : m_value(value)
    {
    }

    /// The id of a paper from its abstract, source key and the title its source gives (never
    /// a derived one, which is a function of the abstract). The title is used only when the
    /// abstract is shorter than minAbstractWords words.
    static PaperId fromAbstract(
        QStringView abstract, QStringView sourceKey = {}, QStringView title = {});
    /// The ids of two papers, as two fromAbstract() calls give them but in about two thirds
    /// of the time: the hash is a serial chain of multiplies, and the two chains run side by
    /// side.
    static std::array<PaperId, 2> fromAbstracts(std::array<QStringView, 2> abstracts,
        std::array<QStringView, 2> sourceKeys, std::array<QStringView, 2> titles);
    /// True when abstract has fewer than minAbstractWords words (reads at most that many).
    static bool isTooShortToIdentify(QStringView abstract);

    /// The id of the copy-th later paper (1, 2, …) of a list that has this id too: this id
    /// hashed on with a U+0002 and the number, so it stays the same as long as the copies
    /// keep their order.
    PaperId copyId(int copy) const;

    constexpr quint64 value() const { return m_value; }
    constexpr bool isNull() const { return m_value == 0; }

    /// 16 lower-case hex digits, the form used in exports and the database.
    QString toString() const;
    static PaperId fromString(QStringView hex);
    /// "paperdesk:" and toString(): how Paperdesk's own exports (CSV, RIS, BibTeX) name a
    /// paper, so that opening one again finds each paper under the id its tags, marks and note
    /// are kept under instead of hashing the key into a new id.
    QString exportKey() const;
    /// The id an exportKey() names, or a null id when key is not one (any other source key).
    static PaperId fromExportKey(QStringView key);

    friend constexpr bool operator==(PaperId a, PaperId b) { return a.m_value == b.m_value; }
    friend constexpr bool operator!=(PaperId a, PaperId b) { return a.m_value != b.m_value; }
    friend constexpr bool operator<(PaperId a, PaperId b) { return a.m_value < b.m_value; }
    friend size_t qHash(PaperId id, size_t seed = 0) { return qHash(id.m_value, seed); }

private:
    quint64 m_value = 0;
};

Q_DECLARE_METATYPE(PaperId)
