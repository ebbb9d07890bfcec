package pack

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"net/url"
	"path"
	"strings"

	"turnir"
)

// ReadSIQ reads a SIGame package (.siq) of size bytes from r with
// DefaultLimits.
func ReadSIQ(r io.ReaderAt, size int64) (*Package, error) { return DefaultLimits().ReadSIQ(r, size) }

// ReadSIQ reads a SIGame package: a zip archive whose content.xml holds the
// rounds, themes and questions (both the older scenario of atoms and the
// newer question parameters of content items) and whose Images folder
// holds the pictures content.xml refers to. See docs/packages.md for what
// is read and what is skipped. It refuses, with a message naming the cause,
// a file that is not a zip, an archive without content.xml, with entries
// whose names climb out of it or are not clean text, more entries or more
// inflated bytes than the limits (counted while inflating, so a zip bomb
// stops at the limit), XML that is malformed, declares a DOCTYPE or nests
// too deep, and any question the games cannot play (no text, no answer, an
// image that is not in the archive).
func (lim Limits) ReadSIQ(r io.ReaderAt, size int64) (*Package, error) {
	if size > lim.File {
		return nil, turnir.Errorf(turnir.ETOOLARGE, "the package is %d bytes, at most %d", "пакет занимает %d байт, допустимо не больше %d", size, lim.File)
	}
	zr, err := zip.NewReader(r, size)
	if err != nil {
		// zip's own words ("zip: not a valid zip file") are English and
		// say no more than this.
		return nil, turnir.Errorf(turnir.EINVALID, "the file is not a SIGame package: a .siq file is a zip archive, and this one is not",
			"файл — не пакет SIGame: файл .siq — это zip-архив, а этот файл не zip")
	}
	if len(zr.File) > lim.Entries {
		return nil, turnir.Errorf(turnir.ETOOLARGE, "the archive has %d entries, at most %d", "в архиве %d файлов, допустимо не больше %d", len(zr.File), lim.Entries)
	}
	a := &archive{lim: lim, files: map[string]*zip.File{}, images: map[string]Media{}}
	for _, f := range zr.File {
		name, err := entryName(f.Name)
		if err != nil {
			return nil, err
		}
		if strings.HasSuffix(name, "/") {
			continue // a folder
		}
		if _, dup := a.files[name]; dup {
			return nil, turnir.Errorf(turnir.EINVALID, "the archive holds %q twice", "в архиве дважды встречается %q", name)
		}
		a.files[name] = f
	}
	cf := a.files["content.xml"]
	if cf == nil {
		return nil, turnir.Errorf(turnir.EINVALID, "the archive has no content.xml: it is not a SIGame package",
			"в архиве нет content.xml: это не пакет SIGame")
	}
	content, err := a.read(cf, lim.XML)
	if err != nil {
		return nil, err
	}
	p, err := readContent(content, lim, a)
	if err != nil {
		return nil, err
	}
	if err := finish(p, lim); err != nil {
		return nil, err
	}
	return p, nil
}

// entryName decodes an entry's name (SIGame may URL-encode names, e.g.
// "%D0%A1%D0%BD%D0%B8%D0%BC%D0%BE%D0%BA6.PNG") and refuses one that is not
// clean text or would leave the archive's root if unpacked ("../x",
// "/etc/x", "C:\x"): such an archive was not written by a package editor.
func entryName(raw string) (string, error) {
	name := raw
	if u, err := url.PathUnescape(raw); err == nil {
		name = u
	}
	bad := func(en, ru string) error {
		return turnir.Errorf(turnir.EINVALID, "archive entry %q: "+en, "файл архива %q: "+ru, escapeName(raw))
	}
	for _, r := range name {
		if r < 0x20 || r == 0x7f || bidi(r) {
			return "", bad("a control character in the name", "управляющий символ в имени")
		}
	}
	n := strings.ReplaceAll(name, `\`, "/")
	if strings.HasPrefix(n, "/") || (len(n) > 1 && n[1] == ':') {
		return "", bad("an absolute path", "абсолютный путь")
	}
	for _, part := range strings.Split(n, "/") {
		if part == ".." {
			return "", bad("the name climbs out of the archive", "имя выходит за пределы архива")
		}
	}
	dir := strings.HasSuffix(n, "/")
	if n = path.Clean(n); dir {
		n += "/"
	}
	return n, nil
}

// escapeName keeps a hostile name printable in a message.
func escapeName(s string) string {
	if len(s) > 100 {
		s = s[:100] + "…"
	}
	return strings.ToValidUTF8(s, "?")
}

// archive is an open .siq: its entries by decoded name, and the bytes
// inflated so far against the limit.
type archive struct {
	lim      Limits
	files    map[string]*zip.File
	unpacked int64
	images   map[string]Media // read once, however many questions show them
}

// read inflates one entry, at most max bytes and within the archive's
// total: the sizes are counted as the bytes come, since a header may lie.
func (a *archive) read(f *zip.File, max int64) ([]byte, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, turnir.Errorf(turnir.EINVALID, "archive entry %q cannot be read: %v", "файл архива %q не читается: %v", escapeName(f.Name), err)
	}
	defer rc.Close()
	left := a.lim.Unpacked - a.unpacked
	limit := min(max, left)
	var buf bytes.Buffer
	n, err := io.Copy(&buf, io.LimitReader(rc, limit+1))
	a.unpacked += n
	switch {
	case n > limit && limit == left:
		return nil, turnir.Errorf(turnir.ETOOLARGE, "the archive inflates to more than %d bytes (a zip bomb?)",
			"архив распаковывается больше чем в %d байт (zip-бомба?)", a.lim.Unpacked)
	case n > limit:
		return nil, turnir.Errorf(turnir.ETOOLARGE, "archive entry %q inflates to more than %d bytes",
			"файл архива %q распаковывается больше чем в %d байт", escapeName(f.Name), max)
	case err != nil:
		if errors.Is(err, zip.ErrChecksum) || errors.Is(err, zip.ErrFormat) {
			return nil, turnir.Errorf(turnir.EINVALID, "archive entry %q is damaged: %v", "файл архива %q повреждён: %v", escapeName(f.Name), err)
		}
		return nil, turnir.Errorf(turnir.EINVALID, "archive entry %q cannot be read: %v", "файл архива %q не читается: %v", escapeName(f.Name), err)
	}
	return buf.Bytes(), nil
}

// image returns the image content.xml names, from the Images folder (the
// name as written, or URL-encoded as older editors stored it).
func (a *archive) image(name string, w where) (Media, error) {
	n := strings.TrimPrefix(name, "@")
	if u, err := url.PathUnescape(n); err == nil {
		n = u
	}
	if m, ok := a.images[n]; ok {
		return m, nil
	}
	f := a.files["Images/"+n]
	if f == nil {
		return Media{}, w.fail("the image %q is not in the archive's Images folder", "изображения %q нет в папке Images архива", escapeName(n))
	}
	data, err := a.read(f, a.lim.MediaSize)
	if err != nil {
		return Media{}, err
	}
	m := Media{Name: n, Type: MediaImage, Data: data}
	a.images[n] = m
	return m, nil
}
