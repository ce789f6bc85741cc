import { sizedImageUrl, type ContentBlockItem } from '../../domain/content';
import { useImageFailure } from '../shared/use-image-failure';
import { RichText } from './RichText';

/** A block of rich text (CNT-01: paragraphs, lists, bold, links; never raw markup) with an optional image. */
export const ContentBlock = ({ block, headingLevel = 2 }: { readonly block: ContentBlockItem; readonly headingLevel?: 2 | 3 }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [imageFailed, onImageError] = useImageFailure(block.image?.url ?? null);
  return (
    <section className="content-block">
      {block.image === null ? null : imageFailed ? (
        <span className="content-block__image image-placeholder" aria-hidden="true" />
      ) : (
        <img
          className="content-block__image"
          src={sizedImageUrl(block.image.url, 640)}
          width={640}
          height={360}
          alt={block.image.alt}
          loading="lazy"
          decoding="async"
          onError={onImageError}
        />
      )}
      <div className="content-block__text">
        {block.title === null ? null : <Heading>
            <RichText text={block.title} inline />
          </Heading>}
        {block.paragraphs.map((paragraph, index) => (
          <RichText key={index} text={paragraph} />
        ))}
      </div>
    </section>
  );
};
