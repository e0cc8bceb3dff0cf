import { Fragment } from 'react';
import { Link } from 'react-router';
import { productLinks } from '#app/content/catalogue-links.ts';

/** "E-POI, Smart TDS or E-Form16", each a link to the plans on its product page. */
export function ProductPlanLinks() {
  return (
    <>
      {productLinks.map((product, index) => (
        <Fragment key={product.code}>
          {index === 0 ? '' : index === productLinks.length - 1 ? ' or ' : ', '}
          <Link to={`${product.to}#plans`}>{product.label}</Link>
        </Fragment>
      ))}
    </>
  );
}
