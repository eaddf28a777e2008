import { cn } from '@/lib/utils';

type SectionHeadingProps = {
  /** The id of the h2, for the section's aria-labelledby. */
  id: string;
  title: string;
  description?: string;
  className?: string;
};

/** A landing section's centred h2, with an optional lead paragraph. */
export function SectionHeading({ id, title, description, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description ? (
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{description}</p>
      ) : null}
    </div>
  );
}
