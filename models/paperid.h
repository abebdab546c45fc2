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
/// by a NUL and its source key (BibTeX key, record id). FNV-1a is used instead of qHash
/// because qHash is seeded per process and its algorithm is not promised to stay the same:
/// these ids are stored in the user's database and must never change.
class PaperId
{
public:
    constexpr PaperId() = default;
    constexpr explicit PaperId(quint64 value) : m_value(value) { }

    static PaperId fromAbstract(QStringView abstract, QStringView sourceKey = {});
    /// The ids of two papers, as two fromAbstract() calls give them but in about two thirds
    /// of the time: the hash is a serial chain of multiplies, and the two chains run side by
    /// side.
    static std::array<PaperId, 2> fromAbstracts(
        std::array<QStringView, 2> abstracts, std::array<QStringView, 2> sourceKeys);

    constexpr quint64 value() const { return m_value; }
    constexpr bool isNull() const { return m_value == 0; }

    /// 16 lower-case hex digits, the form used in exports and the database.
    QString toString() const;
    static PaperId fromString(QStringView hex);

    friend constexpr bool operator==(PaperId a, PaperId b) { return a.m_value == b.m_value; }
    friend constexpr bool operator!=(PaperId a, PaperId b) { return a.m_value != b.m_value; }
    friend constexpr bool operator<(PaperId a, PaperId b) { return a.m_value < b.m_value; }
    friend size_t qHash(PaperId id, size_t seed = 0) { return qHash(id.m_value, seed); }

private:
    quint64 m_value = 0;
};

Q_DECLARE_METATYPE(PaperId)
