// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "paper.h"

#include <QList>

/// Puts papers on the system clipboard in the formats other programs paste best:
/// text/plain always, and text/html for links (so a rich-text editor gets real links).
namespace PaperClipboard {

void copyAbstracts(const QList<Paper> &papers);
void copyLinks(const QList<Paper> &papers);
void copyTitles(const QList<Paper> &papers);

} // namespace PaperClipboard
