// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collection/loadedcollection.h"
#include "collection/paperid.h"
#include "itemmodels/paperdetails.h"

#include <optional>

class ListMarks;
class Query;

/// Builds the PaperDetails of one paper of a loaded collection. Reads only: one paper's
/// abstract is decoded and searched for the query's matches, the marks are the library
/// state's per-row reads (no SQL).
///
/// state is expected to hold the user's state of collection (ListMarks::setCollection()
/// with it); while it still holds another list's, the paper is found all the same and its
/// marks read as unmarked, never as another paper's.
namespace PaperDetailsBuilder {
/// The details of the paper with id, highlighted for query; nullopt when the collection has
/// no such paper (a null id included).
std::optional<PaperDetails> build(
    const LoadedCollection &collection, const ListMarks &state, PaperId id, const Query &query);
/// Only the user's marks on the paper with id, for when they change and the paper does not;
/// nullopt when the collection has no such paper.
std::optional<PaperDetails::Marks> marks(
    const LoadedCollection &collection, const ListMarks &state, PaperId id);
} // namespace PaperDetailsBuilder
