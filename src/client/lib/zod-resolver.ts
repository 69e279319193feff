import { zodResolver } from '@hookform/resolvers/zod';
import './zod-config';

/** react-hook-form's zod resolver, for every form of the site. */
export { zodResolver };
