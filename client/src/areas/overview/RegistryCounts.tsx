import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OverviewQuery } from '../../../../generated/client';
import { registrySection } from './registry-sections';

type Count = OverviewQuery['overview']['counts'][number];

/** One card per registry the user may open: its size, and the way to it. */
export function RegistryCounts({ counts }: { counts: readonly Count[] }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'es');
  return (
    <Row gutter={[16, 16]}>
      {counts.map((count) => {
        const section = registrySection(count.area);
        if (!section) return null;
        return (
          <Col key={count.area} flex="1 1 150px">
            <Link to={section.path} className="overview-count">
              <Card size="small" hoverable>
                <Statistic
                  title={t(section.titleKey)}
                  value={count.total}
                  formatter={(value) => format.format(Number(value))}
                />
              </Card>
            </Link>
          </Col>
        );
      })}
    </Row>
  );
}
