-- Synthetic dataset for `npm run bench:db`, part 1: the names, subjects, levels and message texts
-- the rows draw from. Included by scripts/bench/generate.sql (\ir) after the bench schema,
-- bench.rnd() and bench.clock exist.

create table bench.first_names (i int primary key, name text);
insert into bench.first_names
select row_number() over (), n from unnest(array[
  'María', 'José', 'Ana', 'Luis', 'Sofía', 'Diego', 'Valentina', 'Mateo', 'Camila', 'Santiago',
  'Lucía', 'Javier', 'Daniela', 'Andrés', 'Fernanda', 'Emiliano', 'Regina', 'Sebastián', 'Ximena',
  'Leonardo', 'Mariana', 'Martín', 'Renata', 'Iván', 'Paola', 'Ángel', 'Itzel', 'Raúl', 'Citlali',
  'Óscar'
]) as n;

create table bench.last_names (i int primary key, name text);
insert into bench.last_names
select row_number() over (), n from unnest(array[
  'García', 'Hernández', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez',
  'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz',
  'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz', 'Castillo', 'Núñez'
]) as n;

create table bench.subjects (i int primary key, name text);
insert into bench.subjects
select row_number() over (), n from unnest(array[
  'Matemáticas', 'Física', 'Química', 'Biología', 'Historia', 'Geografía', 'Literatura', 'Inglés',
  'Programación', 'Filosofía', 'Economía', 'Otra'
]) as n;

create table bench.levels (i int primary key, name text);
insert into bench.levels
select row_number() over (), n
from unnest(array['Primaria', 'Secundaria', 'Preparatoria', 'Universidad']) as n;

-- message texts: kind 'user', 'eureka' (student shows understanding), 'assistant', 'celebrate'
create table bench.texts (kind text, i int, content text, primary key (kind, i));
insert into bench.texts
select 'user', row_number() over (), t from unnest(array[
  'No entiendo cómo empezar este ejercicio, ¿me ayudas?',
  '¿Por qué el resultado me da negativo si todo era positivo?',
  'Creo que hay que multiplicar primero, ¿es así?',
  'Me confundí con la fórmula, ¿cuál uso aquí?',
  '¿Puedes darme otra pista? Sigo sin verlo',
  'Ya lo intenté dos veces y me sale distinto al libro',
  '¿Esto también aplica si los números son decimales?',
  'Entonces primero despejo y luego sustituyo',
  'No sé qué significa esa palabra del problema',
  'Me piden explicarlo con mis palabras y no sé cómo',
  'Creo que la respuesta es la segunda opción, pero no estoy seguro',
  '¿Cómo sé si mi resultado es correcto?'
]) as t
union all
select 'eureka', row_number() over (), t from unnest(array[
  '¡Ah, ya entendí! Era deshacer las operaciones en orden inverso',
  'Ahora entiendo, tiene sentido que se cancelen las unidades',
  'Gracias, ahora entiendo por qué funciona',
  'Me quedó claro, hay que fijarse primero en el signo',
  '¡Eureka! Por eso el resultado era el doble',
  'Perfecto, entendí: cada paso divide el problema a la mitad'
]) as t
union all
select 'assistant', row_number() over (), t from unnest(array[
  'Buena pregunta. Antes de calcular nada, ¿qué datos te da el problema y qué te pide encontrar? Escríbelos en dos listas.',
  'Vas por buen camino. Fíjate en el signo de cada término: ¿qué pasa cuando multiplicas dos números negativos?',
  'Piensa en la operación inversa. Si a $x$ le sumaron 5, ¿qué harías en **ambos** lados de la ecuación para dejarla sola?',
  'Revisemos tu procedimiento paso a paso. ¿En cuál de los pasos crees que cambió el resultado? Compara con $a^2 + b^2 = c^2$.',
  'Te doy una pista más directa: empieza por la parte que tiene paréntesis. ¿Qué obtienes al resolverla primero?',
  'Una forma de comprobar tu resultado es sustituirlo en la expresión original. ¿Se cumple la igualdad?',
  'Imagina un ejemplo más sencillo con números pequeños. ¿Qué patrón observas? ¿Se repite con los números del ejercicio?',
  'Muy bien razonado. Ahora, ¿podrías explicarlo con tus propias palabras como si se lo contaras a un compañero?'
]) as t
union all
select 'celebrate', row_number() over (), t from unnest(array[
  '¡Excelente! 🎉 Lo descubriste tú. ¿Cómo aplicarías la misma idea a un ejercicio un poco más difícil?',
  '¡Eso es! 🎉 Explicaste muy bien la idea clave. ¿Te animas a comprobarlo con otro ejemplo?',
  '¡Genial! 🎉 Ese es justo el razonamiento. ¿Qué parte te costó más y por qué crees que fue?'
]) as t;
