/** Stands for the name while the sentence is translated, where the link goes (never in a translation). */
const MARK = '\u0000';

/**
 * A translated sentence in which `name` is a link out of the site (a new tab, with no opener and no
 * referrer, as the help organisations' links). `sentence` translates it with the name it is given,
 * so each language puts the name where its grammar wants it.
 */
export const OutsideLinkSentence = ({ sentence, name, url }: { readonly sentence: (name: string) => string; readonly name: string; readonly url: string }) => {
  const [before = '', ...after] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      <a href={url} rel="noopener noreferrer" target="_blank">
        {name}
      </a>
      {after.join(name)}
    </>
  );
};
