// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// Resident memory after loading a list, measured in a fresh child process (this executable
/// run again with `--memory-child FILE MODE`) so that nothing the benchmark itself holds is
/// counted. The child reads VmRSS from /proc/self/status before and after loading.
namespace MemoryProbe {

/// Paperdesk: the whole pipeline plus the models the window holds (list, filter, sidebar).
inline constexpr char paperdeskMode[] = "paperdesk";
/// Baseline: a QStandardItemModel with a title item and an abstract item per paper.
inline constexpr char standardItemMode[] = "standarditem";

struct Result
{
    bool ok = false;
    QString error;
    qint64 papers = 0;
    qint64 rawBytes = 0; ///< VmRSS after minus before, as the allocator left it
    qint64 trimmedBytes = 0; ///< the same after malloc_trim(0): live data only
    qint64 peakBytes = 0; ///< VmHWM minus VmRSS before: the high-water mark of loading
};

/// Runs executable as the child for file in mode and parses its report.
Result measure(const QString &executable, const QString &file, const QString &mode);
/// The child's side: loads file the way mode says, prints one key=value line on stdout and
/// returns the process exit code.
int runChild(const QString &file, const QString &mode);

} // namespace MemoryProbe
