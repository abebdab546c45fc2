// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QRandomGenerator>
#include <QString>
#include <QStringList>

/// The inputs every hand-written fast path is compared with its plain reference on: every
/// length from 0 to 70 (across the 8-, 16-, 32- and 64-unit blocks the paths step by), texts
/// of ASCII, accented Latin, CJK, control and NUL units and mixes of them, and random ones
/// from a fixed seed. A fast path that differs from its reference on any of them is wrong.
namespace FastPathInputs {

constexpr int maxShortLength = 70;
/// Places the texts start at, in units from an aligned buffer: the paths load unaligned.
constexpr int alignmentOffsets = 8;

/// Each alphabet by the name a failing comparison prints.
inline QList<QPair<QString, QString>> alphabets()
{
    return {
        { QStringLiteral("ASCII words"), QStringLiteral("abcxyzABCXYZ0189 .,-()") },
        { QStringLiteral("accented Latin"), QStringLiteral("aéÉøÿßñ\u0301 \u00a0") },
        { QStringLiteral("CJK"), QStringLiteral("中文扩散模型、。한국어カタ \u3000") },
        { QStringLiteral("control units"),
            QStringLiteral("a \t\n\r\v\f\x1b\x7f\u0085\u2028\u2029\u200b") + QChar(u'\0') },
        { QStringLiteral("everything"),
            QStringLiteral("aZq09 .,-\t\nÿøÉé\u0301αΣ\u4e2d、\x1b\x7f\u0085\u3000\U0001F600")
                + QChar(u'\0') },
    };
}

/// Texts of every length up to maxShortLength from each alphabet, some rounds each, then
/// longer ones (up to 300 units) that carry the blocks past the first 64 units.
inline QStringList texts()
{
    QRandomGenerator random(2026);
    QStringList out;
    for (const auto &alphabet : alphabets()) {
        const QString &units = alphabet.second;
        for (int length = 0; length <= maxShortLength; ++length) {
            for (int round = 0; round < 3; ++round) {
                QString text;
                // Long runs of the first units (word characters) now and then.
                const int wordBias = random.bounded(1, 12);
                for (int i = 0; i < length; ++i) {
                    const bool word = random.bounded(wordBias + 1) > 0;
                    text += units.at(
                        random.bounded(word ? qMin<int>(6, units.size()) : int(units.size())));
                }
                out.append(text);
            }
        }
        for (int round = 0; round < 20; ++round) {
            QString text;
            const int length = random.bounded(71, 301);
            for (int i = 0; i < length; ++i)
                text += units.at(random.bounded(int(units.size())));
            out.append(text);
        }
    }
    // Fuzz-like: any UTF-16 unit, lone surrogates included.
    for (int round = 0; round < 200; ++round) {
        QString text;
        const int length = random.bounded(0, 200);
        for (int i = 0; i < length; ++i)
            text += QChar(char16_t(random.bounded(0x10000)));
        out.append(text);
    }
    return out;
}

/// Byte strings of every length up to maxShortLength and longer: the UTF-8 of texts(), then
/// pieces of valid and invalid UTF-8 and controls strung together, then random bytes.
inline QList<QByteArray> byteTexts()
{
    QList<QByteArray> out;
    for (const QString &text : texts())
        out.append(text.toUtf8());
    const QList<QByteArray> pieces = { "a", "Z", " ", "\t", "\n", "\r\n", "\x1b", "\x7f",
        QByteArray("\0", 1), "\xc2\x85", "\xc2\xa0", "\xc2\x9f", "\xc3\xa9", "\xe4\xb8\xad",
        "\xf0\x9f\x98\x80", "\x80", "\xc0\xaf", "\xe0\x80\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80",
        "\xf5", "\xc2", "\xe4\xb8", "\xff" };
    QRandomGenerator random(2027);
    for (int length = 0; length <= maxShortLength; ++length) {
        for (int round = 0; round < 20; ++round) {
            QByteArray bytes;
            // Mostly ASCII with one or two odd pieces, as real files are, or all pieces.
            const bool dense = round % 4 == 0;
            while (bytes.size() < length) {
                const bool odd = dense || random.bounded(length + 1) < 2;
                bytes += odd ? pieces.at(random.bounded(int(pieces.size()))) : QByteArray("a");
            }
            bytes.truncate(length);
            out.append(bytes);
        }
    }
    for (int round = 0; round < 300; ++round) {
        QByteArray bytes(random.bounded(0, 200), Qt::Uninitialized);
        for (char &c : bytes)
            c = char(random.bounded(256));
        out.append(bytes);
    }
    return out;
}

} // namespace FastPathInputs
