/** Placeholder cards while the first page loads. */
export function FeedSkeleton({ label }: { label: string }) {
  return (
    <div className="feed-grid" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="card feed-skeleton">
          <div className="skeleton feed-skeleton__cover" />
          <div className="skeleton feed-skeleton__line" />
          <div className="skeleton feed-skeleton__line feed-skeleton__line--short" />
        </div>
      ))}
    </div>
  );
}
