#include "ui/text/layout.h"

#include "ui/text/bidi.h"

#include <algorithm>

namespace evloop::text {

namespace {

constexpr char32_t kLineSeparator = 0x2028; // a hard break ('\n' in a span): class WS, not B
constexpr char32_t kLri = 0x2066, kPdi = 0x2069;

// Decodes one UTF-8 sequence; malformed bytes become U+FFFD, one byte each.
char32_t decode_utf8(std::string_view s, std::size_t& i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char b0 = byte(i);
  int length = b0 < 0x80 ? 1 : (b0 >> 5) == 0x6 ? 2 : (b0 >> 4) == 0xE ? 3 : (b0 >> 3) == 0x1E ? 4 : 0;
  if (length == 0 || i + length > s.size()) {
    ++i;
    return 0xFFFD;
  }
  char32_t c = length == 1 ? b0 : length == 2 ? (b0 & 0x1F) : length == 3 ? (b0 & 0x0F) : (b0 & 0x07);
  for (int k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) {
      ++i;
      return 0xFFFD;
    }
    c = (c << 6) | (byte(i + k) & 0x3F);
  }
  i += length;
  return c;
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out.push_back(static_cast<char>(c));
  } else if (c < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (c >> 6)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else if (c < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (c >> 12)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (c >> 18)));
    out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  }
}

bool is_space(char32_t c) { return c == U' '; }

// Characters that belong to no script of their own: they stay in the face of the text
// around them when it has them (a space or a comma between Bengali words, a danda).
bool is_neutral(char32_t c) {
  if (c == 0x0964 || c == 0x0965 || c == 0x200C || c == 0x200D)
    return true;
  if (c < 0x80)
    return !((c >= U'0' && c <= U'9') || (c >= U'A' && c <= U'Z') || (c >= U'a' && c <= U'z'));
  return (c >= 0x2000 && c <= 0x206F) || c == 0x00A0;
}

struct Char {
  char32_t c = 0;
  int span = -1; // index into the spans; -1: an isolate mark (not drawn)
  int item = -1;
};

struct Item {
  std::size_t start = 0, end = 0; // characters
  FaceAndSize font;
  int span = 0;
  std::uint8_t level = 0;
  const char* language = "";
};

struct Unit { // one cluster of one item
  std::size_t start = 0, end = 0;
  float width = 0;
  int span = -1;
  bool space = false;  // all spaces (hangs at a line's end)
  bool forced = false; // a hard line break
};

RunProperties properties_for(const Item& item) {
  RunProperties p;
  p.direction = item.level % 2 ? RunDirection::RightToLeft : RunDirection::LeftToRight;
  p.language = item.language;
  return p;
}

std::string utf8_of(const std::vector<Char>& chars, std::size_t start, std::size_t end, std::vector<std::uint32_t>* offsets) {
  std::string s;
  for (std::size_t k = start; k < end; ++k) {
    if (offsets)
      offsets->push_back(static_cast<std::uint32_t>(s.size()));
    append_utf8(s, chars[k].c == kLineSeparator ? U' ' : chars[k].c);
  }
  return s;
}

} // namespace

Script script_of(char32_t c) {
  if (c >= 0x0980 && c <= 0x09FF)
    return Script::Bengali;
  if ((c >= 0x0900 && c <= 0x097F) || (c >= 0xA8E0 && c <= 0xA8FF))
    return Script::Devanagari;
  if ((c >= 0x0600 && c <= 0x06FF) || (c >= 0x0750 && c <= 0x077F) || (c >= 0x08A0 && c <= 0x08FF) ||
      (c >= 0xFB50 && c <= 0xFDFF) || (c >= 0xFE70 && c <= 0xFEFF))
    return Script::Arabic;
  return Script::Latin;
}

bool needs_shaping(std::string_view utf8) {
  for (std::size_t i = 0; i < utf8.size();) {
    if (static_cast<unsigned char>(utf8[i]) < 0x80) {
      ++i;
      continue;
    }
    if (script_of(decode_utf8(utf8, i)) != Script::Latin)
      return true;
  }
  return false;
}

ParagraphLayout layout_paragraph(const std::vector<StyledSpan>& spans, const LayoutFonts& fonts, Shaper& shaper,
                                 float max_width, Direction direction) {
  ParagraphLayout out;
  out.max_width = max_width;

  // Logical text; inline code isolated left to right.
  std::vector<Char> chars;
  for (std::size_t si = 0; si < spans.size(); ++si) {
    const StyledSpan& span = spans[si];
    const bool code = span.role == SpanRole::Code;
    if (code)
      chars.push_back({kLri, -1});
    for (std::size_t i = 0; i < span.text.size();) {
      char32_t c = decode_utf8(span.text, i);
      if (c == U'\n')
        c = kLineSeparator;
      chars.push_back({c, static_cast<int>(si)});
    }
    if (code)
      chars.push_back({kPdi, -1});
  }
  for (const Char& ch : chars)
    out.text.push_back(ch.c);
  if (chars.empty())
    return out;

  const BidiParagraph bidi = analyze(out.text, direction);
  out.rtl = bidi.paragraph_level % 2 == 1;

  // Items: one level, one span, one face.
  std::vector<Item> items;
  const FaceAndSize* previous = nullptr;
  int previous_span = -1;
  for (std::size_t k = 0; k < chars.size(); ++k) {
    Char& ch = chars[k];
    if (ch.span < 0) {
      previous = nullptr;
      continue;
    }
    const StyledSpan& span = spans[static_cast<std::size_t>(ch.span)];
    const FaceAndSize* latin = &fonts.latin[static_cast<int>(span.role)];
    const FaceAndSize* font = latin;
    const char* language = "";
    const Script script = script_of(ch.c);
    if (ch.c == kLineSeparator) {
      font = previous && previous_span == ch.span ? previous : latin;
    } else if (script != Script::Latin && fonts.script[static_cast<int>(script)].face) {
      const FaceAndSize& bold = fonts.script_bold[static_cast<int>(script)];
      font = span.role == SpanRole::Bold && bold.face ? &bold : &fonts.script[static_cast<int>(script)];
    } else if (is_neutral(ch.c) && previous && previous_span == ch.span && previous->face &&
               previous->face->glyph_for(ch.c) != 0) {
      font = previous;
    } else if (latin->face && latin->face->glyph_for(ch.c) == 0) {
      for (int s = 1; s < kScriptCount; ++s)
        if (fonts.script[s].face && fonts.script[s].face->glyph_for(ch.c) != 0)
          font = &fonts.script[s];
    }
    if (font == &fonts.script[static_cast<int>(Script::Bengali)] || font == &fonts.script_bold[static_cast<int>(Script::Bengali)])
      language = "bn";
    else if (font == &fonts.script[static_cast<int>(Script::Devanagari)] ||
             font == &fonts.script_bold[static_cast<int>(Script::Devanagari)])
      language = "hi";
    else if (font == &fonts.script[static_cast<int>(Script::Arabic)] || font == &fonts.script_bold[static_cast<int>(Script::Arabic)])
      language = "fa";
    previous = font;
    previous_span = ch.span;
    if (!font->face)
      continue; // no face at all: nothing can draw it
    const std::uint8_t level = bidi.levels[k];
    if (!items.empty()) {
      Item& last = items.back();
      if (last.end == k && last.font.face == font->face && last.font.em_px == font->em_px && last.span == ch.span &&
          last.level == level) {
        last.end = k + 1;
        ch.item = static_cast<int>(items.size() - 1);
        continue;
      }
    }
    items.push_back({k, k + 1, *font, ch.span, level, language});
    ch.item = static_cast<int>(items.size() - 1);
  }

  // Units: the clusters of each item, measured by shaping the whole item once.
  std::vector<Unit> units;
  for (const Item& item : items) {
    std::vector<std::uint32_t> offsets;
    const std::string text = utf8_of(chars, item.start, item.end, &offsets);
    const ShapedRun run = shaper.shape(text, *item.font.face, item.font.em_px, properties_for(item));
    std::vector<float> advance(item.end - item.start, 0.0f);
    std::vector<bool> starts(item.end - item.start, false);
    starts[0] = true;
    for (const Glyph& g : run.glyphs) {
      const std::size_t local =
          static_cast<std::size_t>(std::upper_bound(offsets.begin(), offsets.end(), g.cluster) - offsets.begin()) - 1;
      starts[local] = true;
      advance[local] += g.x_advance;
    }
    for (std::size_t local = 0; local < starts.size();) {
      Unit unit;
      unit.start = item.start + local;
      unit.span = item.span;
      unit.width = advance[local];
      std::size_t next = local + 1;
      while (next < starts.size() && !starts[next])
        unit.width += advance[next++];
      unit.end = item.start + next;
      unit.space = true;
      for (std::size_t k = unit.start; k < unit.end; ++k) {
        unit.space = unit.space && is_space(chars[k].c);
        unit.forced = unit.forced || chars[k].c == kLineSeparator;
      }
      units.push_back(unit);
      local = next;
    }
  }
  // Units are in item order, items in text order; isolate marks and unfaced characters
  // are in no unit, which is right: they draw nothing.

  const auto is_code = [&](int span) { return span >= 0 && spans[static_cast<std::size_t>(span)].role == SpanRole::Code; };
  const auto gap_before = [&](std::size_t u) { // a space run ends just before this unit
    return u > 0 && units[u - 1].space && !units[u].space;
  };

  // One line of units [first, last): visual runs, pieces re-shaped, placed left to right.
  const auto build_line = [&](std::size_t first, std::size_t last) {
    LaidLine line;
    line.start = units[first].start;
    line.end = units[last - 1].end;
    std::size_t visible_end = line.end;
    while (visible_end > line.start &&
           (is_space(chars[visible_end - 1].c) || chars[visible_end - 1].c == kLineSeparator || chars[visible_end - 1].span < 0))
      --visible_end;

    struct Piece {
      std::size_t start, end;
      int item;
    };
    std::vector<Piece> pieces;
    if (visible_end > line.start) {
      for (const BidiRun& run : visual_runs(bidi, line.start, visible_end)) {
        std::vector<Piece> in_run;
        for (std::size_t k = run.start; k < run.end; ++k) {
          const int item = chars[k].item;
          if (item < 0)
            continue;
          if (!in_run.empty() && in_run.back().item == item && in_run.back().end == k)
            in_run.back().end = k + 1;
          else
            in_run.push_back({k, k + 1, item});
        }
        if (run.is_rtl())
          std::reverse(in_run.begin(), in_run.end());
        pieces.insert(pieces.end(), in_run.begin(), in_run.end());
      }
    }

    float pen = 0;
    for (std::size_t p = 0; p < pieces.size(); ++p) {
      const Item& item = items[static_cast<std::size_t>(pieces[p].item)];
      const bool code = is_code(item.span);
      const bool joins_prev = p > 0 && items[static_cast<std::size_t>(pieces[p - 1].item)].span == item.span;
      const bool joins_next = p + 1 < pieces.size() && items[static_cast<std::size_t>(pieces[p + 1].item)].span == item.span;
      const float box_start = pen;
      if (code && !joins_prev)
        pen += fonts.code_pad;
      const std::string text = utf8_of(chars, pieces[p].start, pieces[p].end, nullptr);
      const ShapedRun run = shaper.shape(text, *item.font.face, item.font.em_px, properties_for(item));
      for (const Glyph& g : run.glyphs) {
        line.glyphs.push_back({item.font.face, item.font.em_px, g.id, pen + g.x_offset, -g.y_offset,
                               spans[static_cast<std::size_t>(item.span)].tag});
        pen += g.x_advance;
      }
      if (code && !joins_next)
        pen += fonts.code_pad;
      const int tag = spans[static_cast<std::size_t>(item.span)].tag;
      if (!line.boxes.empty() && joins_prev)
        line.boxes.back().x1 = pen;
      else
        line.boxes.push_back({box_start, pen, tag, spans[static_cast<std::size_t>(item.span)].role});
    }
    line.width = pen;
    line.x = out.rtl ? std::max(0.0f, max_width - pen) : 0.0f;
    return line;
  };

  // Greedy line filling over units, by the clusters' widths in their items; the line as
  // re-shaped can be wider (a Persian letter's final form is wider than its medial one),
  // so it gives back a word, or a cluster, until it fits.
  for (std::size_t i = 0; i < units.size();) {
    float x = 0;
    std::size_t j = i, end = units.size();
    std::vector<std::size_t> breaks; // where a new line may start, in (i, j]
    while (j < units.size()) {
      const Unit& u = units[j];
      float w = u.width;
      if (is_code(u.span) && (j == i || units[j - 1].span != u.span))
        w += 2 * fonts.code_pad;
      if (!u.space && j > i && x + w > max_width) {
        end = !breaks.empty() ? breaks.back() : j;
        break;
      }
      x += w;
      ++j;
      if (u.forced) {
        end = j;
        break;
      }
      if (j < units.size() && gap_before(j))
        breaks.push_back(j);
    }
    LaidLine line = build_line(i, end);
    while (line.width > max_width + 0.01f && end - i > 1 && !units[end - 1].forced) {
      while (!breaks.empty() && breaks.back() >= end)
        breaks.pop_back();
      end = !breaks.empty() ? breaks.back() : end - 1;
      line = build_line(i, end);
    }
    out.lines.push_back(std::move(line));
    i = end;
  }
  return out;
}

} // namespace evloop::text
