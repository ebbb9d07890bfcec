package pack

// Limits bound what a reader accepts from a file that may be hostile: a
// zip bomb, an archive of a million entries, a text of a gigabyte. Every
// limit is checked while reading (the bytes actually inflated are
// counted, not the sizes an archive's headers claim). DefaultLimits are
// far above any real package.
type Limits struct {
	File      int64 // bytes of the file itself (.siq, YAML or text)
	Entries   int   // entries of a .siq archive
	Unpacked  int64 // bytes inflated from an archive in all
	XML       int64 // bytes of content.xml
	MediaSize int64 // bytes of one image
	Depth     int   // nesting of XML elements
	Text      int   // characters of one question text, answer or comment
	Name      int   // characters of a title, round or theme name
	Rounds    int   // rounds of a board
	Themes    int   // themes of a round
	Questions int   // questions of a theme, or of a Brain-ring list
}

// DefaultLimits returns the limits the readers use unless told otherwise.
func DefaultLimits() Limits {
	return Limits{
		File:      64 << 20,
		Entries:   4096,
		Unpacked:  128 << 20,
		XML:       16 << 20,
		MediaSize: 16 << 20,
		Depth:     32,
		Text:      4000,
		Name:      200,
		Rounds:    20,
		Themes:    100,
		Questions: 1000,
	}
}
