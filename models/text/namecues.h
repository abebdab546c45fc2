// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "methodnames.h"

/// Names an abstract gives its method by cues that WordSplitter does not mark, for
/// HeadlineDeriver: "namely X", "(termed X)", "we call it X", "we name our method X", "X for
/// short", "Our model, X, …", "we propose a … technique, X, …", and an acronym after its
/// expansion ("a Pre-trained masked Language model with Misspelled knowledgE (PLOME)"). Only
/// asked when the marked cues name nothing, so most abstracts never get here.
namespace NameCues {

/// A name and where the words around it describe it.
struct Cue
{
    MethodNames::NameSpan name;
    qsizetype trigger = -1; ///< the cue word ("namely", "call"); the description ends before it
    qsizetype descEnd = -1; ///< the description is the words before this one (exclusive)
    qsizetype after = -1; ///< the first word after the name and its cue ("for short")
    /// The name follows the verb ("and present NeuHMR, a …"): what follows describes it.
    bool afterVerb = false;
    /// The apposition that describes the name starts here ("…, a large dataset"); -1 for none.
    qsizetype gistFrom = -1;
    /// Only named in passing ("the proposed GINet outperforms …"): what the paper contributes
    /// describes it.
    bool describedElsewhere = false;
    /// The description starts here and leaves the name out ("A D2HNet framework is developed");
    /// -1: it starts after the authors' verb before the cue.
    qsizetype descFrom = -1;
    /// Only an acronym that the sentence of a contribution verb introduces ("… with Sparse
    /// Communications (DISCO)"): a name that a cue gives anywhere else in the abstract ("we call
    /// our method …", "namely …", "the proposed …") comes first.
    bool acronymOnly = false;
};

/// The first name given by one of the cues above, in the order of the words; an invalid name
/// when there is none. verbsTried: VerbObjectNames::fromVerb() was asked for every strong verb
/// already, so their objects are not read again.
Cue find(const WordSplitter::Words &w, bool verbsTried = false);

/// "our/the proposed …" and a name: "Our proposed detector EResFD obtained", "Our unified model
/// SegStereo employs"; an invalid name otherwise. Kept by find() in case no cue names the method.
Cue proposedName(const WordSplitter::Words &w, qsizetype k);

/// "Pre-trained masked Language model with Misspelled knowledgE (PLOME)" from word j: the words
/// up to a parenthesised acronym whose first letter is the first word's, with no "for", "to",
/// "that" … between (those start what the method is for); invalid otherwise.
MethodNames::NameSpan expansion(const WordSplitter::Words &w, qsizetype j);

/// Whether a word of the name has a capital after its first letter or a digit ("HiddenCut",
/// "E2E-VLP"): a name of its own rather than a capitalised phrase ("Model Swarms").
bool isDistinctive(const WordSplitter::Words &w, const MethodNames::NameSpan &n);

/// Whether the sentence goes on from word k to give a name by a cue ("… Vision Transformer
/// framework dubbed MIA-Former"), which then is the name rather than what came before.
bool namesLater(const WordSplitter::Words &w, qsizetype k);

/// Whether the words [first, last] of a name are an expansion and its acronym, "Node-Guided
/// Contrastive Encoding (NGCE)", longer than a title can show before the acronym.
bool isLongExpansion(const WordSplitter::Words &w, const MethodNames::NameSpan &n);

} // namespace NameCues
