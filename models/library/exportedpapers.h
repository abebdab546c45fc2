// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "formats/exportedpaper.h"

class ListMarks;
struct LoadedCollection;

/// The rows of a loaded collection as the writers take them: the paper with its abstract, its
/// topic names, and the user's tags, read and starred marks and note from marks (null: none).
namespace ExportedPapers {

ExportedPaper at(const LoadedCollection &collection, const ListMarks *marks, int row);

} // namespace ExportedPapers
