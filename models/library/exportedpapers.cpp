// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportedpapers.h"

#include "collection/loadedcollection.h"
#include "formats/fieldtext.h"
#include "library/listmarks.h"

ExportedPaper ExportedPapers::at(
    const LoadedCollection &collection, const ListMarks *marks, int row)
{
    ExportedPaper exported;
    exported.paper = collection.paper(row);
    exported.latex = collection.collection.latexFields.value(row);
    for (int topic : exported.paper.topics)
        exported.topics.append(collection.topicNames.value(topic));
    if (marks) {
        exported.tags = marks->tagsOf(row);
        exported.read = marks->isRead(row);
        exported.starred = marks->isStarred(row);
        // A note is typed or pasted: a control character in it (a NUL makes a file binary) is
        // written as a space, as the readers take one.
        exported.note = FieldText::paragraph(marks->noteOf(row));
    }
    return exported;
}
