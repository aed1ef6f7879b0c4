import { Card } from 'ui';

/** Props of {@link FeatureCard}. */
export interface FeatureCardProps {
  title: string;
  description: string;
}

/** One of the dashboard's three "what you can do here" cards. */
export function FeatureCard({ title, description }: FeatureCardProps) {
  return (
    <Card title={title} headingLevel={2}>
      <p style={{ margin: 0 }}>{description}</p>
    </Card>
  );
}
