// The bundled fallback of the product font (LINE Seed Sans TH is not on npm and is used when
// installed or added under public/fonts). Only the Thai and Latin subsets, only the three
// weights the typography uses; the fontsource CSS declares font-display: swap, so text shows
// at once in a system font and swaps when the file arrives.
import '@fontsource/anuphan/thai-400.css';
import '@fontsource/anuphan/thai-600.css';
import '@fontsource/anuphan/thai-700.css';
import '@fontsource/anuphan/latin-400.css';
import '@fontsource/anuphan/latin-600.css';
import '@fontsource/anuphan/latin-700.css';
