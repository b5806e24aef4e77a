/**
 * Set 616: replica of the reply reader of a Spanish IT help-desk ticket classifier: Sistema de tickets con IA
 * (r1h1/tickets-with-ai-and-ml), whose prompt is a JSON.stringify'd object and whose reply is cleaned of fences,
 * newlines and literal "\n" pairs, JSON.parse'd, and used for the ticket's priority. The parser answers: would the
 * project get a verdict out of this reply (not the fallback, not the 'Media' default, not an exception)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Sistema de tickets con IA (r1h1/tickets-with-ai-and-ml):
//    src/services/iaml.js clasificarTicketIA:
//        const respuesta = data.choices?.[0]?.message?.content || "{}";
//        const textoLimpio = respuesta
//            .replace(/```json/g, '')
//            .replace(/```/g, '')
//            .replace(/\\n/g, '')
//            .replace(/\n/g, '')
//            .replace(/\t/g, '')
//            .replace(/[\r]/g, '')
//            .trim();
//        const jsonResult = JSON.parse(textoLimpio);
//        sessionStorage.setItem("ticketClasificado", JSON.stringify(jsonResult));
//        return jsonResult;
//    } catch (e) { const fallback = { prioridad: "media", categoria: "sin_clasificar", ... }; return fallback; }
//    src/services/ticketCreator.js crearNuevoTicket (inside try { ... } catch (error) { 'Error inesperado ...' }):
//        const resultado = await clasificarTicketIA(asunto, descripcion);
//        const agente = await obtenerAgentePorPrioridad(resultado.prioridad);   // null resultado -> TypeError
//        priority: resultado.prioridad || 'Media',                              // falsy -> default
//        solution: (resultado.solucion || resultado.pasos || []).join('\n'),    // truthy non-array -> TypeError
//        keywords: (resultado.keywords_detectadas || resultado.keywords || []).join(', '),
//    (obtenerAgentePorPrioridad catches its own errors, so a non-string prioridad only leaves the ticket unassigned.)
//    The project's own code is JavaScript: the same String.replace, String.trim and JSON.parse run here.
const hasJoin = (v: unknown): boolean => Array.isArray(v);
const ticketsAiMl: FrameworkParser = (reply) => {
  const respuesta = reply || '{}';
  const textoLimpio = respuesta
    .replace(/```json/g, '')
    .replace(/```/g, '')
    .replace(/\\n/g, '')
    .replace(/\n/g, '')
    .replace(/\t/g, '')
    .replace(/[\r]/g, '')
    .trim();
  let resultado: unknown;
  try {
    resultado = JSON.parse(textoLimpio) as unknown;
  } catch {
    return false; // fallback {prioridad: "media", categoria: "sin_clasificar"}
  }
  if (resultado === null) return false; // resultado.prioridad throws TypeError
  const r = resultado as Record<string, unknown>; // numbers, strings, arrays: properties read as undefined
  const solucion = r['solucion'] || r['pasos'];
  if (solucion && !hasJoin(solucion)) return false;
  const keywords = r['keywords_detectadas'] || r['keywords'];
  if (keywords && !hasJoin(keywords)) return false;
  return Boolean(r['prioridad']);
};

export const PARSERS_OF_SET_616: Record<string, FrameworkParser> = {
  'tickets-ai-ml--es-it-helpdesk-ticket-priority-baja-media-alta-critica-stringified-json-prompt-json-reply-fence-and-newline-strip':
    ticketsAiMl,
};
