// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QString>

/// Timings of one measured thing over several rounds, in milliseconds. The warm-up round is
/// never added: callers drop it before calling add().
class Samples
{
public:
    void add(double ms) { m_values.append(ms); }
    bool isEmpty() const { return m_values.isEmpty(); }
    qsizetype size() const { return m_values.size(); }
    /// Median of the rounds (mean of the two middle ones for an even count); 0 when empty.
    double median() const;
    /// Slowest round; 0 when empty.
    double worst() const;
    const QList<double> &values() const { return m_values; }

private:
    QList<double> m_values;
};

namespace BenchStats {

/// Milliseconds since timer was started, with the timer's nanosecond resolution.
inline double elapsedMs(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}
/// Median of values; 0 when empty.
double median(QList<double> values);
/// "0.42 ms", "12.3 ms", "1.25 s": three significant digits, for tables.
QString formatMs(double ms);
/// "0.031×"; "n/a" when the denominator was not measured (0).
QString formatRatio(double numerator, double denominator);
/// "105.4 MB" (10^6 bytes).
QString formatBytes(double bytes);

} // namespace BenchStats
