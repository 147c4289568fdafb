/** The `wallet` texts of the server in the eight shop languages (i18next JSON, one file per language). */
import de from './de.json';
import en from './en.json';
import fr from './fr.json';
import it from './it.json';
import nl from './nl.json';
import es from './es.json';
import sv from './sv.json';
import da from './da.json';

export default { de, en, fr, it, nl, es, sv, da };
