/** The `documents` texts of the server in the eight shop languages (i18next JSON, one file per language). */
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import sv from './sv.json' with { type: 'json' };
import da from './da.json' with { type: 'json' };

export default { de, en, fr, it, nl, es, sv, da };
