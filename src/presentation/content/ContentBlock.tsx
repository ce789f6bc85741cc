import { sizedImageUrl, type ContentBlockItem } from '../../domain/content';

/** A block of plain text (paragraphs, never markup) with an optional image. */
export const ContentBlock = ({ block, headingLevel = 2 }: { readonly block: ContentBlockItem; readonly headingLevel?: 2 | 3 }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="content-block">
      {block.image === null ? null : (
        <img className="content-block__image" src={sizedImageUrl(block.image.url, 640)} width={640} height={360} alt={block.image.alt} loading="lazy" decoding="async" />
      )}
      <div className="content-block__text">
        {block.title === null ? null : <Heading>{block.title}</Heading>}
        {block.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
};
