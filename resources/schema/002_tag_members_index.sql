-- SPDX-License-Identifier: GPL-3.0-or-later
-- Schema version 2: look papers up by tag. paper_tags' primary key starts with paper_id, so
-- without this index "papers with tag X", the ON DELETE CASCADE of a deleted tag and the
-- merge of a renamed tag each scan the whole table (100k papers x tags).
CREATE INDEX paper_tags_by_tag ON paper_tags (tag_id, paper_id);
