// Rejected: infrastructure importing a feature module (the composition root hands a plugin what it needs).
import { alphaService } from '../modules/alpha/alpha-service';

export const crossing = alphaService;
