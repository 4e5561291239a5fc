#!/bin/sh
# Makes server/assets/fonts/NotoSansSC-GB2312.otf, the font of the invoice PDFs
# (server/src/modules/invoicePdf.ts): pdfkit's built-in fonts cannot draw Chinese, so the
# repository ships a subset of Noto Sans CJK SC (SIL Open Font License 1.1, see OFL.txt beside it)
# holding the GB2312 character set, ASCII, CJK punctuation (U+3000–303F), full-width forms
# (U+FF00–FFEF) and ¥ — about 7,500 glyphs instead of 65,000, about 2 MB.
#
# Needs fontTools (Debian: apt-get install -y python3-fonttools) and the Noto CJK collection
# (Debian: fonts-noto-cjk). Run from anywhere: sh server/scripts/subset-font.sh
# SOURCE (the .ttc) and FONT_NUMBER (the SC face in it, usually 2: the script checks its name) may be overridden.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out="$here/../assets/fonts"
source=${SOURCE:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
number=${FONT_NUMBER:-2}
python=${PYTHON:-/usr/bin/python3}
mkdir -p "$out"

"$python" - "$source" "$number" "$out/NotoSansSC-GB2312.otf" <<'PY'
import sys
from fontTools import subset
from fontTools.ttLib import TTFont

source, number, target = sys.argv[1], int(sys.argv[2]), sys.argv[3]
font = TTFont(source, fontNumber=number)
name = font["name"].getDebugName(4)
if name != "Noto Sans CJK SC":
    sys.exit(f"font number {number} of {source} is {name!r}, not Noto Sans CJK SC: set FONT_NUMBER")

codepoints = set(range(0x20, 0x7F))          # ASCII
codepoints |= set(range(0x3000, 0x3040))     # CJK symbols and punctuation
codepoints |= set(range(0xFF00, 0xFFF0))     # half- and full-width forms
codepoints |= {0xA5, 0xB7, 0x2014, 0x2026}   # ¥ · — …
for cp in range(0xA0, 0x10000):              # GB2312
    if 0xD800 <= cp <= 0xDFFF:
        continue
    try:
        chr(cp).encode("gb2312")
    except UnicodeEncodeError:
        continue
    codepoints.add(cp)

options = subset.Options()
options.flavor = None                      # a plain OpenType (CFF) file, no WOFF
options.layout_features = []               # pdfkit draws plain glyphs: no GSUB alternates
options.name_IDs = ["*"]                   # keep the copyright and license names
options.name_languages = ["*"]
options.notdef_outline = True
options.hinting = False                    # PDF viewers do not use the hints
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=codepoints)
subsetter.subset(font)
font.save(target)
print(f"{target}: {len(codepoints)} code points, {len(font.getGlyphOrder())} glyphs")
PY

# The license beside the font: the font's copyright line and the SIL OFL 1.1 text, taken from
# Debian's copyright file of fonts-noto-cjk (its "License: SIL-1.1" paragraph).
copyright=/usr/share/doc/fonts-noto-cjk/copyright
if [ -f "$copyright" ]; then
  {
    echo "NotoSansSC-GB2312.otf is a subset of Noto Sans CJK SC Regular (version 2.004), made by"
    echo "server/scripts/subset-font.sh. The subset keeps the original font's license:"
    echo
    echo "Copyright © 2014-2021 Adobe (http://www.adobe.com/). Noto is a trademark of Google Inc."
    echo
    echo "This Font Software is licensed under the SIL Open Font License, Version 1.1."
    echo "This license is copied below, and is also available with a FAQ at: https://openfontlicense.org"
    echo
    awk 'prev == "" && /^License: SIL-1.1$/ { on = 1; prev = $0; next } on && !/^ / { on = 0 } on { sub(/^ /, ""); if ($0 == ".") $0 = ""; print } { prev = $0 }' "$copyright"
  } >"$out/OFL.txt"
else
  echo "warning: $copyright not found: write $out/OFL.txt by hand" >&2
fi
ls -l "$out"
